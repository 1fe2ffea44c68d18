import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The box the editor and its loading placeholder share: same border, toolbar row height and
 * text area height, so nothing moves when the editor's chunk arrives.
 */
export function EditorFrame({
  invalid,
  disabled,
  busy,
  children,
}: {
  invalid?: boolean;
  disabled?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-slot="rich-text-editor"
      aria-busy={busy || undefined}
      className={cn(
        'min-w-0 rounded-md border bg-transparent shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        invalid ? 'border-destructive' : 'border-input',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      {children}
    </div>
  );
}

/** The toolbar row: one line of small (32 px) buttons. */
export const toolbarRowClass = 'flex flex-wrap items-center gap-0.5 border-b p-1';

/** Text size, padding and typography of the writing area (the allowed tags only). */
export const contentClass =
  'px-3 py-2 text-base leading-relaxed outline-none md:text-sm [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3:first-child]:mt-0 [&_li]:my-1 [&_li>p]:my-0 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5';

/** The writing area's height: `rows` lines of text plus its padding. */
export const contentMinHeight = (rows: number): string => `calc(${rows} * 1lh + 1rem)`;

export const contentStyle = (rows: number): CSSProperties => ({
  minHeight: contentMinHeight(rows),
});

/** The grey hint shown over an empty writing area. */
export function PlaceholderText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p
      aria-hidden="true"
      className={cn(
        contentClass,
        'pointer-events-none absolute inset-x-0 top-0 text-muted-foreground',
      )}
    >
      {children}
    </p>
  );
}
