import * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export interface ListSkeletonProps {
  /** What is loading, for screen readers (e.g. "Loading jobs…"). */
  label: string;
  /** How many placeholder rows. */
  count: number;
  /** Each row's classes (its height). */
  itemClassName: string;
  rounded?: 'lg' | 'xl';
  /** Space between the rows: 2 (0.5 rem, rows) or 3 (0.75 rem, cards). */
  gap?: 2 | 3;
  /** Shown above the rows (e.g. a heading's placeholder). */
  children?: React.ReactNode;
}

/** A list's loading state: a status with its label for screen readers, and placeholder rows. */
export function ListSkeleton({
  label,
  count,
  itemClassName,
  rounded = 'lg',
  gap = 2,
  children,
}: ListSkeletonProps) {
  return (
    <div role="status" className={cn('flex flex-col', gap === 2 ? 'gap-2' : 'gap-3')}>
      <span className="sr-only">{label}</span>
      {children}
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} rounded={rounded} className={itemClassName} />
      ))}
    </div>
  );
}
