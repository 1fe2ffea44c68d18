import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import FileText from 'lucide-react/icons/file-text';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { PhoneNumber } from '@/components/phone-input/phone-number';
import type { JobApplication } from '@generated/types.gen';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format/date';
import { cn } from '@/lib/utils';
import { ApplicationAnswers, KnockoutBadge } from './application-answers';

interface ContactItemProps {
  icon: LucideIcon;
  href: string;
  /** Save the linked file under this name (a resume). */
  download?: string;
  /** Long values (emails, file names) may break anywhere; a phone number does not. */
  breakAll?: boolean;
  children: ReactNode;
}

/** One way to reach an applicant: an icon and a link. */
function ContactItem({ icon: Icon, href, download, breakAll = true, children }: ContactItemProps) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      <a
        href={href}
        download={download}
        className={cn('text-primary underline-offset-2 hover:underline', breakAll && 'break-all')}
      >
        {children}
      </a>
    </li>
  );
}

/** How to reach the applicant and their resume. */
function Contact({ application }: { application: JobApplication }) {
  return (
    <ul aria-label="Contact" className="flex flex-col gap-1 text-sm">
      <ContactItem icon={Mail} href={`mailto:${application.email}`}>
        {application.email}
      </ContactItem>
      {application.phone && (
        <ContactItem icon={Phone} href={`tel:${application.phone}`} breakAll={false}>
          <PhoneNumber value={application.phone} />
        </ContactItem>
      )}
      {/* Storage answers the URL with Content-Disposition: attachment, so the file is saved and
          this page stays (the contract's resume_url; `download` alone is ignored cross-origin). */}
      <ContactItem
        icon={FileText}
        href={application.resume_url}
        download={application.resume_file_name}
      >
        {application.resume_file_name}
        <span className="sr-only"> (download resume)</span>
      </ContactItem>
    </ul>
  );
}

/**
 * An anonymised application (the contract's deleteProfile): the candidate deleted the account, so
 * there is no one to contact and no resume; the status and dates stay.
 */
function AnonymisedNote({ at }: { at: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      The candidate deleted their account on <time dateTime={at}>{formatDate(at)}</time>. Their
      name, contact details, resume and answers were removed; the status and dates are kept.
    </p>
  );
}

/** One application in the list view: who applied, when, how to reach them and what they sent. */
export function ApplicationCard({
  application,
  select,
  status,
  panel,
}: {
  application: JobApplication;
  /** The bulk move's checkbox, for owners and admins. */
  select?: ReactNode;
  status: ReactNode;
  panel?: ReactNode;
}) {
  // An anonymised application's name is the contract's 'Anonymised candidate'.
  const name = application.applicant_name;
  return (
    <Card gap="sm" aria-label={`Application from ${name}`} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-2">
          {select}
          <div className="flex flex-col">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{name}</h3>
              <KnockoutBadge application={application} />
            </div>
            <p className="text-xs text-muted-foreground">
              Applied{' '}
              <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
            </p>
          </div>
        </div>
        {status}
      </div>
      {application.anonymised_at ? (
        <AnonymisedNote at={application.anonymised_at} />
      ) : (
        <>
          <Contact application={application} />
          {application.cover_letter && (
            <details className="group rounded-md border bg-muted/30 px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                Cover letter
              </summary>
              <p className="mt-2 whitespace-pre-line">{application.cover_letter}</p>
            </details>
          )}
          <ApplicationAnswers application={application} />
        </>
      )}
      {panel}
    </Card>
  );
}
