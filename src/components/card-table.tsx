import * as React from 'react';
import { cn } from '@/lib/utils';

interface CardTableColumn {
  label: React.ReactNode;
  /** Right-aligned (numbers, actions). */
  alignEnd?: boolean;
  /** Named for screen readers only (e.g. "Actions"). */
  srOnly?: boolean;
  /**
   * The column's width (a Tailwind width class, e.g. `w-44`): tables shown one above the other
   * give their columns the same widths so they line up; a column without one takes the rest.
   */
  width?: string;
}

export interface CardTableProps {
  /** The header cells; `false` leaves a column out (e.g. actions the viewer may not take). */
  columns: (CardTableColumn | false)[];
  /** The rows (`<tr role="row">`), each laid out as a card on narrow boxes with `@max-2xl:` classes. */
  children: React.ReactNode;
}

/**
 * A table that becomes a list of cards where its box is narrower than 42 rem (phones, and tablets
 * beside the side nav), so nothing needs a sideways swipe; the header is then only for screen
 * readers. The roles are explicit because table parts displayed as blocks and grids lose them in
 * some browsers; `relative` keeps the visually hidden header inside the scroller.
 */
export function CardTable({ columns, children }: CardTableProps) {
  return (
    <div className="@container relative overflow-x-auto rounded-xl border bg-card">
      <table
        role="table"
        className={cn(
          'w-full text-sm @max-2xl:block',
          // Widths as given, whatever the rows hold (auto layout sizes each table by its content).
          columns.some((column) => column && column.width) && 'table-fixed',
        )}
      >
        <thead
          role="rowgroup"
          className="border-b bg-muted/40 text-left text-xs text-muted-foreground uppercase @max-2xl:sr-only"
        >
          <tr role="row">
            {columns.map(
              (column, i) =>
                column && (
                  <th
                    key={i}
                    role="columnheader"
                    scope="col"
                    className={cn(
                      'px-4 py-2 font-medium',
                      column.alignEnd && 'text-right',
                      column.width,
                    )}
                  >
                    {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y @max-2xl:block">
          {children}
        </tbody>
      </table>
    </div>
  );
}
