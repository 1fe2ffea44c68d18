import * as React from 'react';
import { Input } from './input';

export type NumberInputProps<E extends number | null> = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'onChange'
> & {
  value: number | E;
  onValueChange: (value: number | E) => void;
  /** What an empty box holds: null for an optional number, NaN where the rules say "Enter …". */
  empty: E;
};

/** A number box bound to a number: what is typed becomes a number, an empty box becomes `empty`. */
export function NumberInput<E extends number | null>({
  value,
  onValueChange,
  empty,
  ...props
}: NumberInputProps<E>) {
  return (
    <Input
      inputMode="decimal"
      step="any"
      {...props}
      type="number"
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      onChange={(e) => onValueChange(e.target.value === '' ? empty : e.target.valueAsNumber)}
    />
  );
}
