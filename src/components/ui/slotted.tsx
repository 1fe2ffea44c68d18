import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * The shadcn-style wrapper in one place: `slotted(Primitive, 'name', 'classes')` is a component
 * that renders `Primitive` with `data-slot="name"` and, when classes are given, those classes
 * followed by the caller's `className` (merged with `cn`). Every other prop, `ref` included,
 * passes through unchanged; a caller's own `data-slot` still wins.
 */
export function slotted<C extends React.ElementType>(
  Component: C,
  slot: string,
  baseClassName?: string,
) {
  function Slotted(props: React.ComponentProps<C>) {
    const { className } = props as { className?: string };
    const classProps =
      baseClassName === undefined ? {} : { className: cn(baseClassName, className) };
    return React.createElement(Component as React.ElementType, {
      'data-slot': slot,
      ...props,
      ...classProps,
    });
  }
  Slotted.displayName = `Slotted(${slot})`;
  return Slotted;
}
