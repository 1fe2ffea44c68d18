import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { isDev, isTest } from '@/config/env';

/**
 * Joins class names (clsx). It does not resolve conflicts between Tailwind classes: the
 * resolver (tailwind-merge) would add 8 KB gzip to every first page load, against a 150 KB
 * budget (docs/decisions/005). So components are written so that a caller's className only
 * adds: variants and props choose between alternatives.
 *
 * In development and tests every result is checked with tailwind-merge: two classes for the
 * same property (say `gap-2` and `gap-1`) throw in tests and log in the browser console, so a
 * conflict is caught where it is written. The check is compiled out of production builds.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (isDev) reportConflicts(classes);
  return classes;
}

/** Classes that tailwind-merge would drop because a later class sets the same property. */
export function conflictingClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return classes.split(/\s+/).filter((c) => c && !kept.has(c));
}

function reportConflicts(classes: string): void {
  const overridden = conflictingClasses(classes);
  if (overridden.length === 0) return;
  const message = `cn(): ${overridden.join(', ')} conflict with later classes in "${classes}". Use a variant or a prop instead of overriding a component's classes.`;
  if (isTest) throw new Error(message);
  console.error(message);
}
