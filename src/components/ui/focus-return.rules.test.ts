import { afterEach, describe, expect, it } from 'vitest';
import { captureOpener, controlsIn, returnFocus } from './focus-return';
import { dropFocus, page, settle } from '@/test/dom-page';

// Where focus lands when a dialog or popup closes (decision 012, rule 3), written as the DOM a
// screen leaves behind: each test ends on the element a keyboard user is on.

// A test's watchers end with its page (their opener gone, no heading to move focus to).
afterEach(async () => {
  document.body.innerHTML = '';
  await settle();
});

describe('returnFocus: the opener is still there', () => {
  it('goes back to the opener given when the dialog opened', () => {
    const $ = page(
      `<main><h1>Jobs</h1><button id="a">Edit</button><button id="b">Share</button></main>`,
    );
    $('#b').focus();
    const opener = captureOpener($('#a'));
    dropFocus();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#a'));
  });

  it('without a given control, goes back to the control focused when the dialog opened', () => {
    const $ = page(
      `<main><h1>Jobs</h1><button id="a">Edit</button><button id="b">Share</button></main>`,
    );
    $('#b').focus();
    const opener = captureOpener();
    dropFocus();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#b'));
  });

  it('a dialog opened after focus fell to the page goes back to the last control focused', () => {
    const $ = page(`<main><h1>Jobs</h1><button id="a">Sign in</button></main>`);
    $('#a').focus();
    dropFocus(); // the sign-in finished, focus fell to <body>, then the dialog opened
    const opener = captureOpener();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#a'));
  });

  it('a dialog opened after the last focused control was removed goes to the main heading', () => {
    const $ = page(`<main><h1>Jobs</h1><div id="old"><button id="a">Sign in</button></div></main>`);
    $('#a').focus();
    $('#old').remove();
    const opener = captureOpener();
    returnFocus(opener);
    expect(document.activeElement).toBe($('h1'));
  });

  it('a dialog opened from a menu item goes back to the menu’s trigger (aria-controls)', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <button id="other">Other</button>
        <button id="trigger" aria-controls="radix-:r1:">Actions</button>
        <div role="menu" id="radix-:r1:"><div role="menuitem" tabindex="-1" id="item">Delete</div></div>
      </main>`);
    $('#other').focus();
    $('#item').focus();
    const opener = captureOpener();
    $('[role="menu"]').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#trigger'));
  });

  it('a menu item whose menu names no trigger hands over to the last control focused outside a menu', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <button id="trigger">Actions</button>
        <div role="menu"><div role="menuitem" tabindex="-1" id="item">Delete</div></div>
      </main>`);
    $('#trigger').focus();
    $('#item').focus(); // a menu item focused is never remembered as the last control
    const opener = captureOpener();
    $('[role="menu"]').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#trigger'));
  });

  it('a menu item given as the opener also hands over to its menu’s trigger', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <button id="trigger" aria-controls="m1">Actions</button>
        <div role="listbox" id="m1"><div role="option" tabindex="-1" id="opt">Closed</div></div>
      </main>`);
    const opener = captureOpener($('#opt'));
    $('[role="listbox"]').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#trigger'));
  });

  it('stays where focus already went (another dialog opened, the screen moved it)', () => {
    const $ = page(`<main><h1>Jobs</h1><button id="a">Edit</button><input id="search" /></main>`);
    const opener = captureOpener($('#a'));
    $('#search').focus();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#search'));
  });

  it('does nothing when the opener sat in a dialog that closed too (that dialog returns focus itself)', () => {
    const $ = page(`
      <main><h1>Jobs</h1><button id="outer">New job</button>
        <div role="dialog" id="form"><input id="title" /><button id="discard">Discard</button></div>
      </main>`);
    const outer = captureOpener($('#outer'));
    const inner = captureOpener($('#discard'));
    $('#form').remove();
    returnFocus(inner);
    expect(document.activeElement).toBe(document.body);
    returnFocus(outer);
    expect(document.activeElement).toBe($('#outer'));
  });

  it('returns to an opener in an alert dialog that is still open', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <div role="alertdialog"><button id="discard">Discard</button></div>
      </main>`);
    const opener = captureOpener($('#discard'));
    returnFocus(opener);
    expect(document.activeElement).toBe($('#discard'));
  });

  it('a returned-to button stays in the Tab order; a heading is made focusable by script only', () => {
    const $ = page(`<main><h1>Jobs</h1><button id="a">Edit</button></main>`);
    returnFocus(captureOpener($('#a')));
    expect(document.activeElement).toBe($('#a'));
    expect($('#a').hasAttribute('tabindex')).toBe(false);
    expect(controlsIn(document.body)).toEqual([$('#a')]);
  });

  it('with no opener known, focus goes to the main heading, which stays out of the Tab order', () => {
    const $ = page(`<main><h1>Jobs</h1><button id="a">Edit</button></main>`);
    returnFocus(null);
    expect(document.activeElement).toBe($('h1'));
    expect($('h1').getAttribute('tabindex')).toBe('-1');
  });

  it('with no opener and no heading, focus stays on the page', () => {
    page(`<main><p>Nothing here</p></main>`);
    expect(() => returnFocus(null)).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('returnFocus: the opener is gone', () => {
  const rows = `
    <main><h1>Jobs</h1>
      <ul>
        <li id="r1"><a href="#a">Alpha</a><button id="p1">Publish</button><button id="d1">Delete</button></li>
        <li id="r2"><a href="#b">Beta</a><button id="p2">Publish</button><button id="d2">Delete</button></li>
      </ul>
    </main>`;

  it('goes to the control now at its place in its row', () => {
    const $ = page(rows);
    const opener = captureOpener($('#p1'));
    $('#p1').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#d1'));
  });

  it('goes to the row’s last control when the row has fewer controls now', () => {
    const $ = page(rows);
    const opener = captureOpener($('#d1'));
    $('#d1').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#p1'));
  });

  it('an opener that was no Tab stop (its place unknown) gives way to the row’s first control', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <table><tbody><tr><td><span id="cell" tabindex="-1">Alpha</span></td><td><button id="x">Open</button></td><td><button id="y">Close</button></td></tr></tbody></table>
      </main>`);
    const opener = captureOpener($('#cell'));
    $('#cell').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#x'));
  });

  it('goes to the same control of the next row when the whole row is gone', () => {
    const $ = page(rows);
    const opener = captureOpener($('#p1'));
    $('#r1').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#p2'));
  });

  it('goes to the next row’s first control when the opener was the first of its row', () => {
    const $ = page(rows);
    const opener = captureOpener($('a[href="#a"]'));
    $('#r1').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('a[href="#b"]'));
  });

  it('goes to the main heading when its row and the next one are gone', () => {
    const $ = page(rows);
    const opener = captureOpener($('#p2'));
    $('#r2').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('h1'));
  });

  it('counts its place among the row’s controls while a modal hides the page (aria-hidden, inert)', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <div id="page" aria-hidden="true"><ul><li><button id="x">Open</button><button id="p">Publish</button><button id="y">Close</button></li></ul></div>
        <div id="rest" inert=""><ul><li><button id="m">Mark</button><button id="q">Publish</button><button id="z">Close</button></li></ul></div>
      </main>`);
    const opener = captureOpener($('#p'));
    const inert = captureOpener($('#q'));
    // The modal closes: the page is visible again, and publishing removed both buttons.
    $('#page').removeAttribute('aria-hidden');
    $('#rest').removeAttribute('inert');
    $('#p').remove();
    $('#q').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#y'));
    dropFocus();
    returnFocus(inert);
    expect(document.activeElement).toBe($('#z'));
  });

  it('a named focus row rendered anew is found again by its name', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <div id="list"><div data-focus-row="job-7"><button id="pub">Publish</button><button>Status</button><button>More</button></div></div>
      </main>`);
    const opener = captureOpener($('#pub'));
    // The screen renders the job anew: Publish became a badge, its row is a new element.
    $('#list').innerHTML =
      '<div data-focus-row="job-3"><button>Other</button></div><div data-focus-row="job-7"><span>Published</span><button id="status">Status</button><button id="more">More</button></div>';
    returnFocus(opener);
    expect(document.activeElement).toBe($('#status'));
  });

  it('a row without a name rendered anew is not the old row: the main heading takes focus', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <div id="list"><article><button id="pub">Publish</button><button>Status</button></article></div>
      </main>`);
    const opener = captureOpener($('#pub'));
    $('#list').innerHTML = '<article><button>Status</button></article>';
    returnFocus(opener);
    expect(document.activeElement).toBe($('h1'));
  });

  it('goes to the first control of its focus home when its row and the next one are gone', () => {
    const $ = page(`
      <main><h1>Applications</h1>
        <section data-focus-home="">
          <div role="tablist"><button role="tab" id="tab">Submitted</button></div>
          <div role="row" id="only"><button id="move">Move</button></div>
        </section>
      </main>`);
    const opener = captureOpener($('#move'));
    $('#only').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('#tab'));
  });

  it('a focus home with no control left gives way to the main heading', () => {
    const $ = page(`
      <main><h1>Applications</h1>
        <section data-focus-home=""><div id="bar"><button id="move">Move</button></div></section>
      </main>`);
    const opener = captureOpener($('#move'));
    $('#bar').remove();
    returnFocus(opener);
    expect(document.activeElement).toBe($('h1'));
  });

  it('a focus home that is gone too gives way to the main heading', () => {
    const $ = page(`
      <main><h1>Applications</h1>
        <section id="home" data-focus-home=""><button id="tab">All</button><div id="bar"><button id="move">Move</button></div></section>
        <p>Other</p>
      </main>`);
    const opener = captureOpener($('#move'));
    const home = $('#home');
    home.remove();
    document.querySelector('main')!.append(home.querySelector('#tab')!); // its tab lives on elsewhere
    returnFocus(opener);
    expect(document.activeElement).toBe($('h1'));
  });

  it('an opener hidden by the screen is not focused: its place is', () => {
    const $ = page(`
      <main><h1>Jobs</h1>
        <ul><li><button id="p">Publish</button><button id="d">Delete</button></li></ul>
      </main>`);
    const opener = captureOpener($('#p'));
    $('#p').hidden = true;
    returnFocus(opener);
    expect(document.activeElement).toBe($('#d'));
  });
});
