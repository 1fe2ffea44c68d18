import { useRef } from 'react';

/**
 * For a status select whose pick may open a confirm (decision 012 rule 4): the pick is acted on
 * only once the select has closed and given focus back to its trigger. Opened straight from
 * `onValueChange`, the confirm would mount while the select still holds focus; the select then
 * moves focus to its trigger, outside the dialog, which takes that as a dismissal and closes at
 * once (a keyboard pick never got its confirm), and Cancel would not lead back to the select.
 * Spread the result on `Select` (`onValueChange`) and `SelectContent` (`onCloseAutoFocus`).
 */
export function useDeferredPick<V extends string>(act: (value: V) => void) {
  const picked = useRef<V | null>(null);
  return {
    onValueChange: (value: string) => {
      picked.current = value as V;
    },
    onCloseAutoFocus: () => {
      const value = picked.current;
      picked.current = null;
      // After the select's own focus() of its trigger, which runs right after this handler.
      if (value !== null) queueMicrotask(() => act(value));
    },
  };
}
