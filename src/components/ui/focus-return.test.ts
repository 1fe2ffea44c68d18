import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOpener, keepFocusNear } from './focus-return';
import { page } from '@/test/dom-page';

// What happens to focus when the control that has it is removed or disabled by what it started
// (decision 012 rule 3): the DOM as a screen leaves it, without React.

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepFocusNear', () => {
  it('a removed control with no row hands focus to the first control of its focus home (a list’s current tab)', async () => {
    const $ = page(`
      <main><h1>Senior Frontend Engineer</h1>
        <div data-focus-home="">
          <div role="tablist"><button role="tab" id="current">Submitted</button></div>
          <div role="tabpanel"><div id="bar"><button id="move">Move selected to…</button></div></div>
        </div>
      </main>`);
    $('#move').focus();
    keepFocusNear(captureOpener($('#move')));
    $('#bar').remove(); // the last rows moved away: the bar goes with them
    await vi.waitFor(() => expect(document.activeElement).toBe($('#current')));
  });

  it('without a focus home, focus goes to the page’s main heading, as before', async () => {
    const $ = page(`
      <main><h1>Senior Frontend Engineer</h1>
        <div id="bar"><button id="move">Move selected to…</button></div>
      </main>`);
    $('#move').focus();
    keepFocusNear(captureOpener($('#move')));
    $('#bar').remove();
    await vi.waitFor(() => expect(document.activeElement).toBe($('h1')));
  });

  it('a control disabled while what it started is pending gets focus back once enabled', async () => {
    const $ = page(`<main><h1>Job</h1><button id="move">Move selected to…</button></main>`);
    const move = $('#move') as HTMLButtonElement;
    move.focus();
    keepFocusNear(captureOpener(move));
    // What a browser does to a focused control that becomes disabled: focus drops to <body>
    // (jsdom does not, and blurs no disabled control: so blurred first, at once disabled).
    move.blur();
    move.disabled = true;
    expect(document.activeElement).toBe(document.body);
    await Promise.resolve();
    move.disabled = false; // the server answered
    await vi.waitFor(() => expect(document.activeElement).toBe(move));
  });

  it('focus the person moved elsewhere stays there', async () => {
    const $ = page(`
      <main><h1>Job</h1>
        <div data-focus-home=""><button id="tab">All</button><div id="bar"><button id="move">Move</button></div></div>
        <input id="search" />
      </main>`);
    $('#move').focus();
    keepFocusNear(captureOpener($('#move')));
    $('#search').focus();
    await Promise.resolve();
    $('#bar').remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe($('#search'));
  });
});
