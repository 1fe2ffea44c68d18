import { describe, expect, it } from 'vitest';
import { cn, conflictingClasses } from './utils';

describe('cn', () => {
  it('joins classes like clsx: falsy values drop out, objects and arrays flatten', () => {
    expect(
      cn('flex', false, null, undefined, 'gap-2', { 'p-2': true, 'p-4': false }, ['text-sm']),
    ).toBe('flex gap-2 p-2 text-sm');
  });

  it('keeps classes for the same property under different modifiers, and repeats', () => {
    expect(cn('p-2 sm:p-4 hover:bg-accent', 'bg-muted rounded-md', 'rounded-md')).toBe(
      'p-2 sm:p-4 hover:bg-accent bg-muted rounded-md rounded-md',
    );
  });

  it('throws in tests when a later class would override an earlier one', () => {
    expect(() => cn('flex gap-2', 'gap-1')).toThrow(/gap-2 conflict with later classes/);
    expect(() => cn('h-9 px-4 py-2', 'h-auto p-0')).toThrow(/h-9, px-4, py-2 conflict/);
    expect(() => cn('text-muted-foreground', 'text-current')).toThrow(
      /text-muted-foreground conflict/,
    );
  });
});

describe('conflictingClasses', () => {
  it('names the classes tailwind-merge would drop', () => {
    expect(conflictingClasses('rounded-md bg-muted rounded-full')).toEqual(['rounded-md']);
    expect(conflictingClasses('flex flex-col flex-row')).toEqual(['flex-col']);
    expect(conflictingClasses('flex flex-col gap-4')).toEqual([]);
  });
});
