import Ban from 'lucide-react/icons/ban';
import type { JobApplication } from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';

/**
 * "Knockout": the application gave an answer the job marked as disqualifying. Flagged in words
 * (and an icon), never hidden; the candidate is not told (the contract).
 */
export function KnockoutBadge({ application }: { application: JobApplication }) {
  if (!application.knocked_out) return null;
  return (
    <Badge variant="destructive" title="An answer to a screening question disqualifies">
      <Ban aria-hidden="true" />
      Knockout
    </Badge>
  );
}

/**
 * The application's answers: the screening answers with the question as it was asked (a later
 * edit of the question does not change them), a disqualifying one marked in words; then any other
 * answers the application carries (`answers` repeats the screening ones after them, for older
 * clients: those are not shown twice).
 */
export function ApplicationAnswers({ application }: { application: JobApplication }) {
  const { screening, answers } = application;
  const others = answers.slice(0, Math.max(0, answers.length - screening.length));
  if (screening.length === 0 && others.length === 0) return null;
  return (
    <section aria-label="Answers" className="flex flex-col gap-1 text-sm">
      <dl className="flex flex-col gap-1">
        {screening.map((s) => (
          <div key={s.question_id}>
            <dt className="font-medium">{s.prompt}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <span className="whitespace-pre-line">{s.answer}</span>
              {s.knocked_out && (
                <span className="text-xs font-medium text-destructive">(disqualifying answer)</span>
              )}
            </dd>
          </div>
        ))}
        {others.map((answer, index) => (
          <div key={`${index}-${answer.question}`}>
            <dt className="font-medium">{answer.question}</dt>
            <dd className="text-muted-foreground">{answer.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
