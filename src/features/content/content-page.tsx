import type { ReactNode } from 'react';
import { PageDescription, PageTitle } from '@/components/page-title';
import { dateTimeFormat } from '@/lib/format/intl';

const proseClass =
  'flex flex-col gap-4 text-[0.95rem] leading-7 text-foreground/90 ' +
  '[&_h2]:mt-6 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground ' +
  '[&_h3]:mt-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground ' +
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 ' +
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_strong]:text-foreground ' +
  '[&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]';

export interface ContentSection {
  id: string;
  title: string;
}

export interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  /** ISO date of the last revision. */
  updated?: string;
  /** Sections to list in "On this page" (their h2 ids). */
  toc?: ContentSection[];
  children: ReactNode;
}

/** A static content page: one h1, an optional lead and table of contents, then prose. */
export function ContentPage({ title, lead, updated, toc, children }: ContentPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12">
      <PageTitle title={title} />
      {typeof lead === 'string' && <PageDescription content={lead} />}
      <header className="mb-8 flex flex-col gap-3 border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        {lead && <p className="text-lg text-muted-foreground">{lead}</p>}
        {updated && (
          <p className="text-sm text-muted-foreground">
            Last updated{' '}
            <time dateTime={updated}>
              {dateTimeFormat('en', {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }).format(new Date(updated))}
            </time>
          </p>
        )}
      </header>
      {toc && toc.length > 0 && (
        <nav aria-label="On this page" className="mb-8 rounded-lg border bg-muted/40 p-4">
          <p className="mb-2 text-sm font-semibold">On this page</p>
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {toc.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={proseClass}>{children}</div>
    </article>
  );
}

/** An h2 with the id the table of contents links to. */
export function SectionHeading({ section }: { section: ContentSection }) {
  return <h2 id={section.id}>{section.title}</h2>;
}
