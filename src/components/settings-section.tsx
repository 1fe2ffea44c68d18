import * as React from 'react';

export interface SettingsSectionProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The section's content; a function receives the heading's id (a form inside is named by it). */
  children: React.ReactNode | ((headingId: string) => React.ReactNode);
}

/** One block of a settings page: a heading, a line under it, and what it sets. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {typeof children === 'function' ? children(headingId) : children}
    </section>
  );
}
