import type { ComponentType } from 'react';

/**
 * Pieces the company screens share with the job screens (description display). Features don't
 * import each other, so the routes hand them in. (The location picker, the description editor and
 * the allow-list are shared components and lib.)
 */
export interface CompanySlots {
  /** Renders description HTML, sanitised. */
  RichText: ComponentType<{ html: string; className?: string }>;
}
