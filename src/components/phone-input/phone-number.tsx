import { useSyncExternalStore } from 'react';
import { importPhoneInput, loadedPhoneInput } from './phone-input-chunk';

/** Loads the number rules once something shows a number; a failed load leaves the number as stored. */
function subscribe(onLoaded: () => void): () => void {
  let live = true;
  if (!loadedPhoneInput()) {
    importPhoneInput().then(
      () => live && onLoaded(),
      () => undefined,
    );
  }
  return () => {
    live = false;
  };
}

/**
 * A stored phone number as people read it, grouped the way its country writes it ('+4930123456'
 * → '+49 30 123456'). The number rules live in the phone input's chunk: until it has loaded (a
 * moment, once per visit) the number shows as stored, which is the same digits.
 */
export function PhoneNumber({ value }: { value: string }) {
  const rules = useSyncExternalStore(subscribe, loadedPhoneInput, () => null);
  return <>{rules ? rules.formatPhoneNumber(value) : value}</>;
}
