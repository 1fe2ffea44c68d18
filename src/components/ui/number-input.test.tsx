import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './number-input';

/** A number the box edits, shown beside it as the form would hold it. */
function Held<E extends number | null>({ start, empty }: { start: number | E; empty: E }) {
  const [value, setValue] = useState<number | E>(start);
  return (
    <>
      <NumberInput aria-label="Amount" value={value} onValueChange={setValue} empty={empty} />
      <output>{value === null ? 'null' : String(value)}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('holds what is typed as a number, and an empty box as its empty value (null)', async () => {
    const user = userEvent.setup();
    render(<Held start={null} empty={null} />);
    const box = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(box).toHaveValue(null);
    await user.type(box, '42.5');
    expect(screen.getByRole('status')).toHaveTextContent('42.5');
    await user.clear(box);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('shows an empty box for NaN (a required amount not typed yet), and empties back to NaN', async () => {
    const user = userEvent.setup();
    render(<Held start={Number.NaN} empty={Number.NaN} />);
    const box = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(box).toHaveValue(null);
    await user.type(box, '60000');
    expect(screen.getByRole('status')).toHaveTextContent('60000');
    await user.clear(box);
    expect(screen.getByRole('status')).toHaveTextContent('NaN');
  });
});
