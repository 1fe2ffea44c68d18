import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { selfIdentification } from '@generated/rules.gen';
import type { SelfIdentificationQuestionReport, SuppressedCount } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { reportOptions } from './api';

/** What a suppressed cell says: the contract's threshold, in words. */
const SUPPRESSED = `fewer than ${selfIdentification.suppression_threshold}`;

const countText = (c: SuppressedCount) => (c.suppressed ? SUPPRESSED : String(c.count ?? 0));

/** Each question's prompt and its options' words, by field (the contract's `x-self-identification`). */
const QUESTIONS = new Map(
  Object.values(selfIdentification.forms).flatMap((form) =>
    form.questions.map((q) => [
      q.field as string,
      {
        title: `${form.title}: ${q.prompt}`,
        labels: new Map(q.options.map((o) => [o.value as string, o.label as string])),
      },
    ]),
  ),
);

export interface SelfIdentificationReportProps {
  employerId: string;
  jobId: string;
}

/**
 * A job's voluntary self-identification in aggregate (owners only: the route shows it to them; the
 * server answers 403 to others): how many candidates answered and, per question, each answer's
 * count; a count under the contract's threshold reads "fewer than 5". Nothing per candidate.
 */
export function SelfIdentificationReport({ employerId, jobId }: SelfIdentificationReportProps) {
  const report = useQuery(reportOptions(employerId, jobId));
  const headingId = useId();
  let body: React.ReactNode;
  if (report.isPending)
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the self-identification report…</span>
        <Skeleton className="h-32" aria-hidden="true" />
      </div>
    );
  else if (report.isError)
    body = (
      <QueryErrorAlert
        title="We couldn't load the self-identification report."
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  else if (report.data.questions.length === 0)
    body = (
      <p className="text-sm text-muted-foreground">
        No self-identification forms are offered, and no candidate of this job has answered one.
      </p>
    );
  else
    body = (
      <>
        <p className="text-sm">
          Candidates who answered: <strong>{countText(report.data.respondents)}</strong>
        </p>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {report.data.questions.map((q) => (
            <QuestionTable key={q.field} question={q} />
          ))}
        </div>
      </>
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Self-identification report
      </h2>
      <p className="text-sm text-muted-foreground">
        Voluntary answers, counted for this job only and never shown with a candidate. Counts under{' '}
        {selfIdentification.suppression_threshold} read “{SUPPRESSED}”, and so do totals that would
        reveal them.
      </p>
      {body}
    </section>
  );
}

function QuestionTable({ question }: { question: SelfIdentificationQuestionReport }) {
  const words = QUESTIONS.get(question.field);
  return (
    <table className="w-full rounded-xl border text-sm">
      <caption className="px-3 py-2 text-left font-medium">
        {words?.title ?? question.field}
      </caption>
      <thead className="border-b bg-muted/50">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-medium">
            Answer
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Candidates
          </th>
        </tr>
      </thead>
      <tbody>
        {question.answers.map((a) => (
          <tr key={a.answer} className="border-b">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {words?.labels.get(a.answer) ?? a.answer}
            </th>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
              {countText(a.count)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            Total
          </th>
          <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
            {countText(question.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
