import type * as React from 'react';
import { useCallback, useMemo } from 'react';
import { mergeRefs } from '@/lib/refs';

/**
 * Focus as a property of the dialog, sheet, select and menu components (decision 012, rule 3):
 * where focus goes when one of them opens, and where it returns when it closes. Screens never
 * call `focus()` after a dialog; these components do it for them.
 */

/** What is remembered about the control that opened a dialog or a popup. */
export interface Opener {
  element: HTMLElement | null;
  /** The row (table row, list item, article) the opener sits in, and its place among the row's controls. */
  row: HTMLElement | null;
  index: number;
  /** The row after it: where focus goes when the whole row is gone. */
  nextRow: HTMLElement | null;
  /** The dialog the opener is in (a confirm opened from a form dialog). */
  dialog: HTMLElement | null;
  /**
   * The opener's focus home (`data-focus-home`, e.g. a list's tabs and panel): when the opener and
   * its row are gone (the list on screen emptied), focus goes to the first control there (the
   * current tab) rather than all the way up to the page's main heading.
   */
  home: HTMLElement | null;
}

// `data-focus-row="<name>"`: controls that belong together without a table row or list item
// around them (a job's Publish button and its status select); the name finds the row again when
// the screen renders it anew.
const ROW = 'tr, [role="row"], li, article, [role="article"], [data-focus-row]';
const POPUP = '[role="menu"], [role="listbox"]';
const DIALOG = '[role="dialog"], [role="alertdialog"]';
const CONTROL =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
const FIELD =
  'input:not([type="hidden"]):not([type="file"]), textarea, select, [role="combobox"], [contenteditable="true"]';
const HEADING = 'h1, h2, h3, [role="heading"]';
const HOME = '[data-focus-home]';

/**
 * Hidden, inert or disabled: not a place for focus (jsdom-safe: no layout needed). `whileModal`:
 * counted while a modal dialog hides the page from assistive technology (aria-hidden, inert).
 */
function usable(element: Element, whileModal = false): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.closest(whileModal ? '[hidden]' : '[hidden], [inert], [aria-hidden="true"]'))
    return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return element.getAttribute('aria-disabled') !== 'true';
}

/** The controls a Tab reaches inside `root`, in document order. */
export function controlsIn(root: Element, whileModal = false): HTMLElement[] {
  return [...root.querySelectorAll(CONTROL)].filter(
    (element): element is HTMLElement => usable(element, whileModal) && element.tabIndex >= 0,
  );
}

// The last control focused outside a popup: a dialog opened from state after focus fell to
// <body> (a sign-in that finished, a menu that closed first) still knows where it came from.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(POPUP)) lastFocused = target;
    },
    true,
  );
}

/** The control behind a focused menu item or option: the popup's trigger (aria-controls). */
function popupTrigger(element: HTMLElement): HTMLElement | null {
  const popup = element.closest(POPUP);
  if (!popup?.id) return null;
  return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(popup.id)}"]`);
}

/**
 * Remembers the opener: the given control, else the focused one (a dialog opened from state has
 * no trigger, so what had focus when it opened is its opener), else the last one focused.
 */
export function captureOpener(given?: HTMLElement | null): Opener {
  let element: HTMLElement | null = given ?? null;
  if (!element) {
    const active = document.activeElement;
    element =
      active instanceof HTMLElement && active !== document.body
        ? active
        : lastFocused?.isConnected
          ? lastFocused
          : null;
  }
  if (element?.closest(POPUP)) element = popupTrigger(element) ?? lastFocused;
  const row = element?.closest<HTMLElement>(ROW) ?? null;
  return {
    element,
    row,
    index: row && element ? controlsIn(row, true).indexOf(element) : -1,
    nextRow: row?.nextElementSibling instanceof HTMLElement ? row.nextElementSibling : null,
    dialog: element?.closest<HTMLElement>(DIALOG) ?? null,
    home: element?.closest<HTMLElement>(HOME) ?? null,
  };
}

/** Focuses an element that may not take focus by itself (a heading gets tabIndex -1). */
// Whether the last thing the person did was a key press (not a pointer): focus moved by script
// shows the keyboard's ring only then (a heading after a menu entry chosen with the mouse showed
// one, since Chrome counts focus moved from a focused menu item as "visible").
let keyboardLast = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboardLast = true), true);
  document.addEventListener('pointerdown', () => (keyboardLast = false), true);
}

function focusElement(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ focusVisible: keyboardLast } as FocusOptions);
}

/** The page's main heading: the h1 in <main>, else the first h1. */
export function mainHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  );
}

/** The control at `index` in `row` (or its last one when it has fewer now). */
function controlOfRow(row: HTMLElement | null, index: number): HTMLElement | null {
  // A named focus row that the screen rendered anew (the same job's status controls) is still
  // its row: found again by its name.
  const name = row?.dataset.focusRow;
  if (row && !row.isConnected && name)
    row = document.querySelector<HTMLElement>(`[data-focus-row="${CSS.escape(name)}"]`);
  if (!row?.isConnected) return null;
  const controls = controlsIn(row);
  return controls[Math.min(Math.max(index, 0), controls.length - 1)] ?? null;
}

/** The opener is gone: the control now in its place in its row, the next row's, its focus home's first, or the main heading. */
function focusInPlaceOf(opener: Opener | null) {
  const home = opener?.home?.isConnected ? opener.home : null;
  const target =
    controlOfRow(opener?.row ?? null, opener?.index ?? 0) ??
    controlOfRow(opener?.nextRow ?? null, opener?.index ?? 0) ??
    (home && controlsIn(home)[0]) ??
    mainHeading();
  if (target) focusElement(target);
}

/** How long after a dialog closes the control it returned focus to is watched (the server's answer may remove it). */
const WATCH_MS = 30_000;

/** Nothing (or <body>) has focus: it was dropped, not moved on by the person. */
const focusDropped = () => !document.activeElement || document.activeElement === document.body;

/**
 * Focus went back to the opener, but what the dialog started may remove it a moment later (the
 * server answered: the job moved to another list, the button became a badge), or disable it
 * while it is pending (a menu's pick that needs no confirm: "Move selected to… › In review").
 * While the opener keeps focus, its removal moves focus by the same rule instead of dropping it
 * to <body>, and a disabled opener gets focus back once it is enabled (or its place, if removed).
 */
export function keepFocusNear(opener: Opener) {
  const { element } = opener;
  if (!element || typeof MutationObserver === 'undefined') return;
  let watching = true;
  const stop = () => {
    watching = false;
    observer.disconnect();
    clearTimeout(timer);
    element.removeEventListener('blur', onBlur);
  };
  // Disabled while what it started is pending (the browser drops focus from a disabled control).
  const pending = () => {
    if (!watching || !pendingDisabled(element) || !focusDropped()) return false;
    stop();
    waitForOpener(opener);
    return true;
  };
  const observer = new MutationObserver(() => {
    if (element.isConnected) {
      pending();
      return;
    }
    stop();
    if (opener.dialog && !opener.dialog.isConnected) return; // that dialog returns focus itself
    if (focusDropped()) focusInPlaceOf(opener);
  });
  // Focus moved on by the person (not by the removal nor a disable): nothing more to watch.
  const onBlur = () => queueMicrotask(() => element.isConnected && !pending() && stop());
  observer.observe(document.body, { childList: true, subtree: true });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  element.addEventListener('blur', onBlur);
  const timer = setTimeout(stop, WATCH_MS);
}

/**
 * Returns focus after a dialog or popup closed: to its opener; if the opener is gone, to the
 * control now in its place in its row (the next one), or to the next row's when the row is gone;
 * else to the page's main heading. Nothing moves when focus has already gone somewhere (another
 * dialog opened, the screen moved it), nor when the opener was in a dialog that closed too (that
 * dialog returns focus to its own opener).
 */
export function returnFocus(opener: Opener | null) {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
  if (opener?.dialog && !opener.dialog.isConnected) return;
  const element = opener?.element;
  if (opener && element && usable(element)) {
    focusElement(element);
    keepFocusNear(opener);
  } else if (opener && element?.isConnected && pendingDisabled(element)) waitForOpener(opener);
  else focusInPlaceOf(opener);
}

/** Disabled (not hidden by another dialog): what it started is still pending. */
const pendingDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';

/**
 * The opener is still there but cannot take focus yet (disabled while what the dialog started is
 * pending: a Publish button while the job is being published): focus goes to it once it can, or,
 * if the outcome removes it, to the control in its place. Nothing moves once focus went elsewhere.
 */
function waitForOpener(opener: Opener) {
  const element: Node & HTMLElement = opener.element!;
  const connected = () => (element as Node).isConnected;
  if (typeof MutationObserver === 'undefined') return focusInPlaceOf(opener);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const settle = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) return stop();
    if (usable(element)) {
      stop();
      focusElement(element);
      keepFocusNear(opener);
    } else if (!connected()) {
      stop();
      focusInPlaceOf(opener);
    }
  };
  const observer = new MutationObserver(settle);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  const timer = setTimeout(() => {
    stop();
    if (document.activeElement === document.body) focusInPlaceOf(opener);
  }, WATCH_MS);
}

/**
 * Where a dialog puts focus: its first field, or its heading when it has none (a confirm, a
 * message). Returns what it focused.
 */
export function focusFirstFieldOrHeading(container: HTMLElement): HTMLElement | null {
  const field = [...container.querySelectorAll(FIELD)].find((element) => usable(element));
  const heading = field
    ? null
    : [...container.querySelectorAll(HEADING)].find((element) => usable(element));
  const target = field ?? heading ?? container;
  focusElement(target);
  return target;
}

/** Whether the dialog has a field now. */
export function hasField(container: HTMLElement): boolean {
  return [...container.querySelectorAll(FIELD)].some((element) => usable(element));
}

const popupOpeners = new WeakMap<Element, Opener>();

/** Remembers a select's or menu's trigger when its content mounts (the control naming it in aria-controls). */
function capturePopupOpener(node: HTMLElement | null) {
  if (!node?.id) return;
  const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
  popupOpeners.set(node, captureOpener(trigger));
}

/**
 * For select and menu contents: remembers their trigger when they open and, when they close with
 * the trigger gone (the row it was in was removed), returns focus by the same rule as dialogs.
 * With the trigger still there, Radix returns focus to it as usual. Returns the content's ref
 * and its onCloseAutoFocus.
 */
export function usePopupFocus(
  ref: React.Ref<HTMLDivElement> | undefined,
  onCloseAutoFocus?: (event: Event) => void,
) {
  const setContent = useMemo(() => mergeRefs(capturePopupOpener, ref), [ref]);
  const onClose = useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      const opener = event.target instanceof Element ? popupOpeners.get(event.target) : undefined;
      if (event.defaultPrevented || !opener) return;
      if (opener.element?.isConnected) {
        keepFocusNear(opener); // Radix puts focus back on the trigger, which may go a moment later
        return;
      }
      event.preventDefault();
      returnFocus(opener);
    },
    [onCloseAutoFocus],
  );
  return [setContent, onClose] as const;
}
