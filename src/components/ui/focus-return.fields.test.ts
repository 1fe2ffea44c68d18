import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureOpener,
  controlsIn,
  focusFirstFieldOrHeading,
  hasField,
  keepFocusNear,
  mainHeading,
  returnFocus,
} from './focus-return';
import { page, settle } from '@/test/dom-page';

// Where focus goes when a dialog opens (its first field, else its heading), which controls a Tab
// reaches, and how long a returned-to control is watched (decision 012, rule 3).

// A test's watchers end with its page (their opener gone, no heading to move focus to).
afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await settle();
});

describe('focusFirstFieldOrHeading', () => {
  it('focuses the first field a person can type in, skipping hidden, inert, aria-hidden and disabled ones', () => {
    const $ = page(`
      <div role="dialog" id="d">
        <h2>Apply</h2>
        <button>Continue with Google</button>
        <input type="hidden" name="token" />
        <input type="file" />
        <div hidden><input id="hidden" /></div>
        <div inert><input id="inert" /></div>
        <div aria-hidden="true"><input id="aria-hidden" /></div>
        <input id="disabled" disabled />
        <textarea id="aria-disabled" aria-disabled="true"></textarea>
        <input id="email" type="email" />
        <textarea id="note"></textarea>
      </div>`);
    const focused = focusFirstFieldOrHeading($('#d'));
    expect(document.activeElement).toBe($('#email'));
    expect(focused).toBe($('#email'));
    expect($('#email').hasAttribute('tabindex')).toBe(false);
  });

  it('without a field, focuses its first visible heading, made focusable by script only', () => {
    const $ = page(`
      <div role="alertdialog" id="d">
        <h2 hidden>Old step</h2>
        <h2 id="title">Publish this job?</h2>
        <input id="off" disabled />
        <button>Publish</button>
      </div>`);
    const focused = focusFirstFieldOrHeading($('#d'));
    expect(document.activeElement).toBe($('#title'));
    expect(focused).toBe($('#title'));
    expect($('#title').getAttribute('tabindex')).toBe('-1');
  });

  it('a heading that already has a tabindex keeps it', () => {
    const $ = page(`<div id="d"><h3 id="t" tabindex="0">Done</h3></div>`);
    focusFirstFieldOrHeading($('#d'));
    expect(document.activeElement).toBe($('#t'));
    expect($('#t').getAttribute('tabindex')).toBe('0');
  });

  it('a field comes before a heading even when the heading is first', () => {
    const $ = page(
      `<div id="d"><h2>Sign in</h2><div role="combobox" tabindex="0" id="c">Country</div></div>`,
    );
    expect(focusFirstFieldOrHeading($('#d'))).toBe($('#c'));
    expect(document.activeElement).toBe($('#c'));
  });

  it('with neither field nor heading, the dialog itself takes focus', () => {
    const $ = page(`<div role="dialog" id="d"><p>Saved.</p><button>OK</button></div>`);
    expect(focusFirstFieldOrHeading($('#d'))).toBe($('#d'));
    expect(document.activeElement).toBe($('#d'));
    expect($('#d').getAttribute('tabindex')).toBe('-1');
  });
});

describe('hasField', () => {
  it('is true only for a field a person can use now', () => {
    const $ = page(`
      <div id="none"><h2>Publish?</h2><button>Publish</button><input type="hidden" /></div>
      <div id="off"><input disabled /><div hidden><textarea></textarea></div></div>
      <div id="on"><input disabled /><select><option>One</option></select></div>`);
    expect(hasField($('#none'))).toBe(false);
    expect(hasField($('#off'))).toBe(false);
    expect(hasField($('#on'))).toBe(true);
  });
});

describe('controlsIn', () => {
  it('lists the controls Tab reaches, in document order', () => {
    const $ = page(`
      <div id="root">
        <a id="link" href="#x">Job</a>
        <a id="anchor">No href</a>
        <button id="b1">One</button>
        <button id="off" disabled>Off</button>
        <button id="aria-off" aria-disabled="true">Off</button>
        <span id="skip" tabindex="-1">Skipped</span>
        <div hidden><button id="hidden">Hidden</button></div>
        <div inert><button id="inert">Inert</button></div>
        <div aria-hidden="true"><button id="aria-hidden">Aria-hidden</button></div>
        <svg tabindex="0" id="svg"></svg>
        <span id="tab" tabindex="0">Tab stop</span>
        <input id="i" />
      </div>`);
    expect(controlsIn($('#root')).map((e) => e.id)).toEqual(['link', 'b1', 'tab', 'i']);
  });

  it('while a modal hides the page, counts the controls behind it except the hidden ones', () => {
    const $ = page(`
      <div id="root">
        <div inert><button id="inert">Inert</button></div>
        <div aria-hidden="true"><button id="aria-hidden">Aria-hidden</button></div>
        <div hidden><button id="hidden">Hidden</button></div>
        <button id="off" disabled>Off</button>
      </div>`);
    expect(controlsIn($('#root'), true).map((e) => e.id)).toEqual(['inert', 'aria-hidden']);
  });
});

describe('mainHeading', () => {
  it('is the h1 in <main>, not a first h1 elsewhere', () => {
    const $ = page(
      `<header><h1 id="brand">Jobboard</h1></header><main><h1 id="title">Jobs</h1></main>`,
    );
    expect(mainHeading()).toBe($('#title'));
  });

  it('is the first h1 when there is no <main>', () => {
    const $ = page(`<div><h2>Sub</h2><h1 id="first">Jobs</h1><h1>Other</h1></div>`);
    expect(mainHeading()).toBe($('#first'));
  });

  it('is nothing on a page without an h1', () => {
    page(`<main><h2>Sub</h2></main>`);
    expect(mainHeading()).toBeNull();
  });
});

describe('the keyboard focus ring on focus moved by script', () => {
  it('shows after a key press and not after a pointer press', () => {
    const $ = page(`<main><h1>Jobs</h1><button id="a">Edit</button></main>`);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    returnFocus(captureOpener($('#a')));
    expect(focus).toHaveBeenLastCalledWith({ focusVisible: true });
    $('#a').blur();
    document.dispatchEvent(new Event('pointerdown'));
    returnFocus(captureOpener($('#a')));
    expect(focus).toHaveBeenLastCalledWith({ focusVisible: false });
    expect(document.activeElement).toBe($('#a'));
  });
});

describe('keepFocusNear', () => {
  it('an opener removed while it has focus hands focus to the control in its place', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><ul><li><button id="p">Publish</button><button id="d">Delete</button></li></ul></main>`,
    );
    returnFocus(captureOpener($('#p')));
    expect(document.activeElement).toBe($('#p'));
    $('#p').remove(); // the server answered: the button became a badge
    await vi.waitFor(() => expect(document.activeElement).toBe($('#d')));
  });

  it('a removal that the screen follows with its own focus move leaves that focus alone', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><div id="bar"><button id="move">Move</button></div><input id="search" /></main>`,
    );
    $('#move').focus();
    keepFocusNear(captureOpener($('#move')));
    $('#bar').remove();
    $('#search').focus();
    await settle();
    expect(document.activeElement).toBe($('#search'));
  });

  it('once the person moved on, a later removal does not pull focus back', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><div id="bar"><button id="move">Move</button></div><input id="search" /></main>`,
    );
    $('#move').focus();
    keepFocusNear(captureOpener($('#move')));
    $('#search').focus();
    await settle();
    $('#search').blur();
    $('#bar').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('an opener in a dialog that closes with it leaves focus to that dialog’s own opener', async () => {
    const $ = page(`
      <main><h1>Jobs</h1><button id="new">New job</button>
        <div role="dialog" id="form"><button id="discard">Discard</button></div>
      </main>`);
    const outer = captureOpener($('#new'));
    $('#discard').focus();
    keepFocusNear(captureOpener($('#discard')));
    $('#form').remove();
    await settle();
    returnFocus(outer); // the form dialog returns focus to what opened it
    expect(document.activeElement).toBe($('#new'));
  });

  it('an opener disabled after focus dropped from it gets focus once it is enabled', async () => {
    const $ = page(`<main><h1>Jobs</h1><button id="pub">Publish</button></main>`);
    const button = $('#pub') as HTMLButtonElement;
    keepFocusNear(captureOpener(button)); // watched, while focus is already on the page
    button.disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    button.disabled = false;
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('an opener marked aria-disabled after focus dropped gets focus once it is usable', async () => {
    const $ = page(`<main><h1>Jobs</h1><button id="pub">Publish</button></main>`);
    keepFocusNear(captureOpener($('#pub')));
    $('#pub').setAttribute('aria-disabled', 'true');
    await settle();
    $('#pub').removeAttribute('aria-disabled');
    await vi.waitFor(() => expect(document.activeElement).toBe($('#pub')));
  });

  it('focus that fell to the page is not pulled to a usable opener by other changes on the page', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><button id="pub">Publish</button><div id="toasts"></div></main>`,
    );
    keepFocusNear(captureOpener($('#pub'))); // watched, while focus is already on the page
    $('#toasts').append(Object.assign(document.createElement('p'), { textContent: 'Saved' }));
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('focus the person dropped to the page (a click on its text) stays there when the page changes', async () => {
    const $ = page(
      `<main><h1>Jobs</h1><button id="pub">Publish</button><div id="toasts"></div></main>`,
    );
    returnFocus(captureOpener($('#pub')));
    expect(document.activeElement).toBe($('#pub'));
    $('#pub').blur();
    await settle();
    $('#toasts').append(Object.assign(document.createElement('p'), { textContent: 'Saved' }));
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('after 30 seconds the opener is no longer watched', async () => {
    vi.useFakeTimers();
    const $ = page(`<main><h1>Jobs</h1><div id="bar"><button id="move">Move</button></div></main>`);
    returnFocus(captureOpener($('#move')));
    expect(document.activeElement).toBe($('#move'));
    vi.advanceTimersByTime(30_000);
    vi.useRealTimers();
    $('#bar').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('before 30 seconds, the opener is still watched', async () => {
    vi.useFakeTimers();
    const $ = page(`<main><h1>Jobs</h1><div id="bar"><button id="move">Move</button></div></main>`);
    returnFocus(captureOpener($('#move')));
    vi.advanceTimersByTime(29_000);
    vi.useRealTimers();
    $('#bar').remove();
    await vi.waitFor(() => expect(document.activeElement).toBe($('h1')));
  });

  it('nothing is watched when no opener is known', async () => {
    const $ = page(`<main><h1>Jobs</h1><input id="search" /></main>`);
    $('#search').focus();
    $('#search').remove();
    const opener = captureOpener(); // focus on <body>, the last focused control gone
    expect(() => keepFocusNear(opener)).not.toThrow();
    await settle();
    expect(document.activeElement).toBe(document.body);
    expect($('h1')).not.toHaveFocus();
  });
});
