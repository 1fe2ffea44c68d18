import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, settle } from '@/test/dom-page';
import { usePopupFocus } from './focus-return';

// Select and menu contents (decision 012, rule 3): their trigger is remembered when they open;
// when they close with the trigger gone, focus goes to its place instead of falling to <body>.
// The hook is driven as Radix drives it: the content's ref when it mounts, then its
// onCloseAutoFocus event (dispatched on the content, cancelable) when it closes.

afterEach(async () => {
  document.body.innerHTML = '';
  await settle();
});

const rows = `
  <main><h1>Jobs</h1>
    <ul>
      <li id="r1"><a href="#a">Alpha</a><button id="status1" aria-controls="list-1">Draft</button><button id="del1">Delete</button></li>
      <li id="r2"><a href="#b">Beta</a><button id="status2">Draft</button></li>
    </ul>
    <div role="listbox" id="list-1"><div role="option" tabindex="-1">Published</div></div>
  </main>`;

/** Closes the content as Radix does: onCloseAutoFocus with the content as the event's target. */
function close(content: HTMLElement, onClose: (event: Event) => void) {
  const event = new CustomEvent('focusScope.autoFocusOnUnmount', { cancelable: true });
  content.addEventListener(event.type, onClose, { once: true });
  content.dispatchEvent(event);
  return event;
}

describe('usePopupFocus', () => {
  it('with the trigger still there, leaves focus to Radix (back on the trigger)', () => {
    const $ = page(rows);
    const { result } = renderHook(() => usePopupFocus(undefined));
    const [setContent, onClose] = result.current;
    setContent($('#list-1') as HTMLDivElement);
    const event = close($('#list-1'), onClose);
    expect(event.defaultPrevented).toBe(false);
  });

  it('a trigger removed a moment after Radix put focus back on it hands focus to its place', async () => {
    const $ = page(rows);
    const { result } = renderHook(() => usePopupFocus(undefined));
    const [setContent, onClose] = result.current;
    setContent($('#list-1') as HTMLDivElement);
    close($('#list-1'), onClose);
    $('#status1').focus(); // Radix returns focus to the trigger
    $('#status1').remove(); // the server answered: the job moved on, its status control went
    await vi.waitFor(() => expect(document.activeElement).toBe($('#del1')));
  });

  it('with the trigger gone when it closes, focus goes to the control now in its place', () => {
    const $ = page(rows);
    const { result } = renderHook(() => usePopupFocus(undefined));
    const [setContent, onClose] = result.current;
    setContent($('#list-1') as HTMLDivElement);
    $('#status1').remove();
    const event = close($('#list-1'), onClose);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('#del1'));
  });

  it('with the trigger’s row gone, focus goes to the same control of the next row', () => {
    const $ = page(rows);
    const { result } = renderHook(() => usePopupFocus(undefined));
    const [setContent, onClose] = result.current;
    setContent($('#list-1') as HTMLDivElement);
    $('#r1').remove();
    close($('#list-1'), onClose);
    expect(document.activeElement).toBe($('#status2'));
  });

  it('the caller’s onCloseAutoFocus runs first, and its preventDefault keeps focus where it chose', () => {
    const $ = page(rows);
    const onCloseAutoFocus = vi.fn((event: Event) => {
      event.preventDefault();
      $('a[href="#b"]').focus();
    });
    const { result } = renderHook(() => usePopupFocus(undefined, onCloseAutoFocus));
    const [setContent, onClose] = result.current;
    setContent($('#list-1') as HTMLDivElement);
    $('#r1').remove();
    const event = close($('#list-1'), onClose);
    expect(onCloseAutoFocus).toHaveBeenCalledWith(event);
    expect(document.activeElement).toBe($('a[href="#b"]'));
  });

  it('uses the onCloseAutoFocus of the latest render', () => {
    const $ = page(rows);
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ handler }) => usePopupFocus(undefined, handler), {
      initialProps: { handler: first },
    });
    result.current[0]($('#list-1') as HTMLDivElement);
    rerender({ handler: latest });
    close($('#list-1'), result.current[1]);
    expect(latest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('hands the content to the caller’s ref, the latest one given', () => {
    const $ = page(rows);
    const first = { current: null as HTMLDivElement | null };
    const latest = { current: null as HTMLDivElement | null };
    const { result, rerender } = renderHook(({ ref }) => usePopupFocus(ref), {
      initialProps: { ref: first },
    });
    rerender({ ref: latest });
    result.current[0]($('#list-1') as HTMLDivElement);
    expect(latest.current).toBe($('#list-1'));
    expect(first.current).toBeNull();
  });

  it('a content without an id names no trigger: focus is left alone when it closes', () => {
    const $ = page(`
      <main><h1>Jobs</h1><ul><li><button id="t">Actions</button><button id="x">Delete</button></li></ul>
        <div role="menu" id="menu-holder"></div></main>`);
    const content = document.createElement('div');
    $('#menu-holder').append(content);
    const { result } = renderHook(() => usePopupFocus(undefined));
    const [setContent, onClose] = result.current;
    setContent(content as HTMLDivElement);
    $('#t').remove();
    const event = close(content, onClose);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('unmounting the content (its ref set to null) is fine, and the caller’s ref is cleared', () => {
    const $ = page(rows);
    const ref = { current: null as HTMLDivElement | null };
    const { result } = renderHook(() => usePopupFocus(ref));
    result.current[0]($('#list-1') as HTMLDivElement);
    expect(() => result.current[0](null)).not.toThrow();
    expect(ref.current).toBeNull();
  });

  it('with no trigger naming it and nothing focused before, focus goes to the main heading', () => {
    const $ = page(`<main><h1>Jobs</h1><div role="listbox" id="orphan"></div></main>`);
    const { result } = renderHook(() => usePopupFocus(undefined));
    const [setContent, onClose] = result.current;
    setContent($('#orphan') as HTMLDivElement);
    const event = close($('#orphan'), onClose);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe($('h1'));
  });

  it('a content closed that never mounted through the hook is left to Radix', () => {
    const $ = page(rows);
    const { result } = renderHook(() => usePopupFocus(undefined));
    $('#status1').remove();
    const event = close($('#list-1'), result.current[1]);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
