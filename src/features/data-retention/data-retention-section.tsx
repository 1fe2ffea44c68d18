import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { dataRetention } from '@generated/rules.gen';
import type {
  RetentionAuditEntry,
  RetentionDueItem,
  RetentionEndedStatus,
  RetentionPolicy,
  RetentionPolicyUpdate,
} from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { ListSkeleton } from '@/components/list-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryList } from '@/components/query-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormControlField } from '@/components/ui/form';
import { NumberInput } from '@/components/ui/number-input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format/date';
import { saveErrorMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { zodResolver } from '@/lib/validation';
import {
  RETENTION_PAGE_SIZE,
  retentionAuditOptions,
  retentionDueOptions,
  retentionOptions,
  useUpdateRetention,
} from './api';
import { retentionPeriodNames, retentionPeriodSchema } from './retention-schemas';

/** How an application ended, in words (the contract's RetentionEndedStatus). */
const endedStatusLabels: Record<RetentionEndedStatus, string> = {
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  job_closed: 'Job closed',
};

export interface DataRetentionSectionProps {
  employerId: string;
  /** Owners set the period (`manageCompany`); every member reads it and the lists. */
  canEdit: boolean;
}

/**
 * The company page's "Data retention" block (docs/product.md §4, Data retention): how long ended
 * applications are kept, the sweep's dry run ("Due for anonymisation") and its audit.
 */
export function DataRetentionSection({ employerId, canEdit }: DataRetentionSectionProps) {
  return (
    <Card gap="lg" role="region" aria-labelledby="data-retention">
      <div className="flex flex-col gap-1">
        <h2 id="data-retention" className="text-lg font-semibold">
          Data retention
        </h2>
        <p className="text-sm text-muted-foreground">
          Applications that ended (rejected, withdrawn, or whose job closed) are kept for this
          period after their last change. The candidate is emailed {dataRetention.notice_days} days
          before their name, contact details, resume, answers and your notes are removed.
        </p>
      </div>
      <RetentionPeriod employerId={employerId} canEdit={canEdit} />
      <DueList employerId={employerId} />
      <AuditList employerId={employerId} />
    </Card>
  );
}

function RetentionPeriod({ employerId, canEdit }: DataRetentionSectionProps) {
  const policy = useQuery(retentionOptions(employerId));
  if (policy.isPending)
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the retention period…</span>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  if (policy.isError)
    return (
      <QueryErrorAlert
        title="We couldn't load the retention period."
        error={policy.error}
        onRetry={() => void policy.refetch()}
      />
    );
  return canEdit ? (
    <RetentionForm
      key={policy.data.retention_months}
      employerId={employerId}
      policy={policy.data}
    />
  ) : (
    <p className="text-sm">
      Ended applications are kept for <strong>{policy.data.retention_months} months</strong>.
    </p>
  );
}

const FIELDS = ['retention_months'] as const;

function RetentionForm({ employerId, policy }: { employerId: string; policy: RetentionPolicy }) {
  const form = useForm<RetentionPolicyUpdate>({
    resolver: zodResolver(retentionPeriodSchema, retentionPeriodNames),
    defaultValues: { retention_months: policy.retention_months },
  });
  const update = useUpdateRetention(employerId);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await update.mutateAsync({ path: { employerId }, body });
      void notify('The retention period was saved', { severity: 'success' });
    } catch (error) {
      setFormError(
        saveErrorMessage(error, FIELDS, form.setError, {
          failed: "We couldn't save the retention period.",
        }),
      );
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Retention period"
      className="flex flex-col gap-3"
    >
      <FormFailure message={formError} />
      <FormControlField
        control={form.control}
        name="retention_months"
        label="Keep ended applications for (months)"
        className="max-w-xs"
        required
        description={`From ${dataRetention.min_months} to ${dataRetention.max_months} months; ${dataRetention.default_months} unless you change it.`}
      >
        {({ value, onChange, ...field }, props) => (
          <NumberInput
            {...props}
            {...field}
            min={dataRetention.min_months}
            max={dataRetention.max_months}
            step={1}
            inputMode="numeric"
            value={value}
            onValueChange={onChange}
            empty={NaN}
          />
        )}
      </FormControlField>
      <div>
        <SubmitButton pending={form.formState.isSubmitting} size="default">
          Save period
        </SubmitButton>
      </div>
    </form>
  );
}

/** Previous / next over a list's pages (only when there is more than one). */
function PageButtons({
  label,
  page,
  count,
  onPage,
}: {
  label: string;
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / RETENTION_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** A paged list of the block: its heading, loading, error and empty states, its rows and pages. */
function RetentionList<T>({
  id,
  title,
  list,
  page,
  onPage,
  loadingLabel,
  errorTitle,
  empty,
  pagesLabel,
  rowKey,
  row,
}: {
  id: string;
  title: string;
  /** The list's query (useQuery's result) and its page. */
  list: {
    data: { count: number; results: T[] } | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    refetch: () => Promise<unknown>;
  };
  page: number;
  onPage: (page: number) => void;
  loadingLabel: string;
  errorTitle: string;
  empty: React.ReactNode;
  pagesLabel: string;
  rowKey: (item: T) => string;
  row: (item: T) => React.ReactNode;
}) {
  return (
    <section role="region" aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <QueryList
        query={list}
        loading={<ListSkeleton label={loadingLabel} count={2} itemClassName="h-14" />}
        errorTitle={errorTitle}
        empty={
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-2">
              {data.results.map((item) => (
                <Fragment key={rowKey(item)}>{row(item)}</Fragment>
              ))}
            </ul>
            <PageButtons label={pagesLabel} page={page} count={data.count} onPage={onPage} />
          </>
        )}
      </QueryList>
    </section>
  );
}

/** The dry run: the applications the sweep would anonymise, and when. */
function DueList({ employerId }: { employerId: string }) {
  const [page, setPage] = useState(1);
  const due = useQuery(retentionDueOptions(employerId, page));
  return (
    <RetentionList
      {...DUE_WORDS}
      list={due}
      page={page}
      onPage={setPage}
      rowKey={(item) => item.application_id}
      row={(item) => <DueRow item={item} />}
    />
  );
}

const DUE_WORDS = {
  id: 'retention-due',
  title: 'Due for anonymisation',
  loadingLabel: 'Loading the applications due…',
  errorTitle: "We couldn't load the applications due for anonymisation.",
  empty: 'No application is due for anonymisation.',
  pagesLabel: 'Pages of applications due',
};

/** The sweep's audit: a line per anonymised application, without personal data. */
function AuditList({ employerId }: { employerId: string }) {
  const [page, setPage] = useState(1);
  const audit = useQuery(retentionAuditOptions(employerId, page));
  return (
    <RetentionList
      id="retention-audit"
      title="Anonymisation log"
      loadingLabel="Loading the anonymisation log…"
      errorTitle="We couldn't load the anonymisation log."
      empty={
        <>
          <ShieldCheck className="mr-1 inline size-4" aria-hidden="true" />
          No application has been anonymised yet.
        </>
      }
      pagesLabel="Pages of the anonymisation log"
      list={audit}
      page={page}
      onPage={setPage}
      rowKey={(line) => line.id}
      row={(line) => <AuditRow line={line} />}
    />
  );
}

function DueRow({ item }: { item: RetentionDueItem }) {
  return (
    <li className="flex flex-col gap-0.5 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium">{item.applicant_name}</p>
        <p className="text-muted-foreground">
          {item.job_title} · {endedStatusLabels[item.ended_status]} on {formatDate(item.ended_at)}
        </p>
      </div>
      <p className="shrink-0 sm:text-right">
        {item.due ? (
          <strong>Due now</strong>
        ) : (
          <>
            Scheduled for <time dateTime={item.anonymise_at}>{formatDate(item.anonymise_at)}</time>
          </>
        )}
        <span className="block text-muted-foreground">
          Candidate notified <time dateTime={item.notice_at}>{formatDate(item.notice_at)}</time>
        </span>
      </p>
    </li>
  );
}

function AuditRow({ line }: { line: RetentionAuditEntry }) {
  return (
    <li className="flex flex-col gap-0.5 rounded-lg border p-3 text-sm">
      <p>
        <span className="font-medium">{line.job_title}</span> · application{' '}
        <code className="break-all text-xs">{line.application_id}</code>
      </p>
      <p className="text-muted-foreground">
        {endedStatusLabels[line.ended_status]} on {formatDate(line.ended_at)} · anonymised on{' '}
        <time dateTime={line.anonymised_at}>{formatDate(line.anonymised_at)}</time> · kept{' '}
        {line.retention_months} months
        {line.rule === 'consent_period'
          ? ' (the candidate agreed to be kept for future roles)'
          : ''}
      </p>
    </li>
  );
}
