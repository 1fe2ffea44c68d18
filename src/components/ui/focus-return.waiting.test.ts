import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOpener, returnFocus } from './focus-return';
import { dropFocus, page, settle } from '@/test/dom-page';

// A dialog's opener still there but disabled while what the dialog started is pending (decision
// 012, rule 3): focus waits for it, or goes to its place; each test ends on the element a keyboard
// user is on. focus-return.rules.test.ts has the opener usable or gone.

// A test's watchers end with its page (their opener gone, no heading to move focus to).
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await settle();
});

describe('returnFocus: the opener is disabled while what it started is pending', () => {
  it('waits for a disabled opener and focuses it once it is enabled', async () => {
    const $ = page(`<main><h1>Jobs</h1><button id="pub">Publish</button></main>`);
    const button = $('#pub') as HTMLButtonElement;
    const opener = captureOpener(button);
    button.disabled = true;
    returnFocus(opener);
    expect(document.activeElement).toBe(document.body);
    await settle();
    button.disabled = false;
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('waits for an aria-disabled opener too', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><button id="pub" aria-disabled="true">Publish</button></main>`,
    );
    const opener = captureOpener($('#pub'));
    returnFocus(opener);
    await settle();
    expect(document.activeElement).toBe(document.body);
    $('#pub').setAttribute('aria-disabled', 'false');
    await vi.waitFor(() => expect(document.activeElement).toBe($('#pub')));
  });

  it('a waited-for opener that is removed hands focus to the control in its place', async () => {
    const $ = page(`
      <main><h1>Jobs</h1><ul><li><button id="pub" disabled>Publish</button><button id="del">Delete</button></li></ul></main>`);
    const opener = captureOpener($('#pub'));
    returnFocus(opener);
    await settle();
    $('#pub').remove();
    await vi.waitFor(() => expect(document.activeElement).toBe($('#del')));
  });

  it('focus the person moved while waiting stays there', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><button id="pub" disabled>Publish</button><input id="search" /></main>`,
    );
    const opener = captureOpener($('#pub'));
    returnFocus(opener);
    $('#search').focus();
    await settle();
    ($('#pub') as HTMLButtonElement).disabled = false;
    await settle();
    expect(document.activeElement).toBe($('#search'));
    // Watching ended with the person's move: the page changing later moves nothing.
    dropFocus();
    $('#pub').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('other changes on the page while it is still disabled move nothing', async () => {
    const $ = page(`
      <main><h1>Jobs</h1><ul><li><button id="pub" disabled>Publish</button><button id="del">Delete</button></li></ul><div id="toasts"></div></main>`);
    returnFocus(captureOpener($('#pub')));
    $('#toasts').append(Object.assign(document.createElement('p'), { textContent: 'Saving…' }));
    $('#del').setAttribute('data-state', 'idle');
    await settle();
    expect(document.activeElement).toBe(document.body);
    ($('#pub') as HTMLButtonElement).disabled = false;
    await vi.waitFor(() => expect(document.activeElement).toBe($('#pub')));
  });

  it('without MutationObserver (nothing to wait with), focus goes to its place at once', () => {
    vi.stubGlobal('MutationObserver', undefined);
    const $ = page(`
      <main><h1>Jobs</h1><ul><li><button id="pub" disabled>Publish</button><button id="del">Delete</button></li></ul></main>`);
    returnFocus(captureOpener($('#pub')));
    expect(document.activeElement).toBe($('#del'));
  });

  it('without MutationObserver, a usable opener still gets focus back', () => {
    vi.stubGlobal('MutationObserver', undefined);
    const $ = page(`<main><h1>Jobs</h1><button id="pub">Publish</button></main>`);
    returnFocus(captureOpener($('#pub')));
    expect(document.activeElement).toBe($('#pub'));
  });

  it('after 30 seconds still disabled, focus goes to the control in its place', () => {
    vi.useFakeTimers();
    const $ = page(`
      <main><h1>Jobs</h1><ul><li><button id="pub" disabled>Publish</button><button id="del">Delete</button></li></ul></main>`);
    returnFocus(captureOpener($('#pub')));
    vi.advanceTimersByTime(29_000);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1_000);
    expect(document.activeElement).toBe($('#del'));
  });

  it('after 30 seconds, focus the person moved stays there', () => {
    vi.useFakeTimers();
    const $ = page(
      `<main><h1>Jobs</h1><button id="pub" disabled>Publish</button><input id="search" /></main>`,
    );
    returnFocus(captureOpener($('#pub')));
    $('#search').focus();
    vi.advanceTimersByTime(30_000);
    expect(document.activeElement).toBe($('#search'));
  });

  it('once enabled and focused, its later removal still moves focus to its place', async () => {
    const $ = page(`
      <main><h1>Jobs</h1><ul><li><button id="pub" disabled>Publish</button><button id="del">Delete</button></li></ul></main>`);
    returnFocus(captureOpener($('#pub')));
    await settle();
    ($('#pub') as HTMLButtonElement).disabled = false;
    await vi.waitFor(() => expect(document.activeElement).toBe($('#pub')));
    $('#pub').remove();
    await vi.waitFor(() => expect(document.activeElement).toBe($('#del')));
  });
});
