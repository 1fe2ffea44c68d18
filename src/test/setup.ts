import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installErrorMap } from '@/lib/validation';
import { checkApiCalls, checkConsoleErrors, watchConsoleErrors } from './checks';

// As in src/main.tsx: zod speaks the app's words in tests too.
installErrorMap();

// A console.error the test did not declare, or a call the contract does not know, fails the test.
beforeEach(() => watchConsoleErrors());
afterEach(() => {
  cleanup();
  checkApiCalls();
  checkConsoleErrors();
});

// --- jsdom polyfills for Radix primitives (Popover, Select, Dialog...) -----------------------
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  const elementProto = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  if (typeof elementProto.scrollIntoView !== 'function')
    elementProto.scrollIntoView = function scrollIntoView() {};
  if (typeof elementProto.hasPointerCapture !== 'function')
    elementProto.hasPointerCapture = () => false;
  if (typeof elementProto.setPointerCapture !== 'function')
    elementProto.setPointerCapture = () => {};
  if (typeof elementProto.releasePointerCapture !== 'function')
    elementProto.releasePointerCapture = () => {};
  // jsdom has no layout; ProseMirror (the rich text editor) measures ranges when it scrolls the
  // selection into view, and asks which element is under a point.
  Range.prototype.getClientRects ??= function getClientRects() {
    return [] as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect ??= function getBoundingClientRect() {
    return new DOMRect();
  };
  document.elementFromPoint ??= () => null;
}
