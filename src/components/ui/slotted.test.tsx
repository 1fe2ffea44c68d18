import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slotted } from './slotted';

const Box = slotted('div', 'box', 'flex p-2 text-sm');
const Bare = slotted('button', 'bare');

describe('slotted', () => {
  it("marks the element with its data-slot and adds the caller's classes after the base ones", () => {
    render(<Box data-testid="box" className="font-bold" />);
    const box = screen.getByTestId('box');
    expect(box).toHaveAttribute('data-slot', 'box');
    expect(box.className).toBe('flex p-2 text-sm font-bold');
  });

  it('passes every other prop and the ref through, and adds no class attribute without base classes', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Bare ref={ref} type="button" aria-label="Go" disabled>
        Go
      </Bare>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(ref.current).toBe(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-slot', 'bare');
    expect(button).not.toHaveAttribute('class');
  });

  it('lets a caller name its own slot', () => {
    render(<Box data-testid="box" data-slot="custom" />);
    expect(screen.getByTestId('box')).toHaveAttribute('data-slot', 'custom');
  });
});
