import Ban from 'lucide-react/icons/ban';
import type { ScreeningQuestion } from '@generated/types.gen';
import { screeningKindLabels } from '@/lib/format/labels';

/** The words of a disqualifying answer: Yes / No, or the option's label. */
function knockoutWords(question: ScreeningQuestion): string[] {
  if (question.kind === 'yes_no')
    return question.knockout_answers.map((a) => (a === 'yes' ? 'Yes' : 'No'));
  return question.knockout_answers.map(
    (id) => question.options.find((o) => o.id === id)?.label ?? id,
  );
}

/** A number question's bounds in words, or null without any. */
function rangeWords({ min, max }: ScreeningQuestion): string | null {
  if (min !== null && max !== null) return `From ${min} to ${max}`;
  if (min !== null) return `At least ${min}`;
  if (max !== null) return `At most ${max}`;
  return null;
}

/**
 * The job's screening questions as its job details page shows them (read-only; the job form edits
 * them): in order, each with how it is answered, whether it is required, its choices or bounds,
 * and the answers that disqualify (flagged "Knockout" on the applications). A job without
 * questions shows nothing.
 */
export function JobQuestionsSummary({ questions }: { questions: readonly ScreeningQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <>
      <h3 className="mt-2 text-base font-semibold">Screening questions</h3>
      <ol aria-label="Screening questions" className="flex flex-col gap-3">
        {questions.map((question, index) => {
          const knockouts = knockoutWords(question);
          const range = rangeWords(question);
          return (
            <li key={question.id} className="flex flex-col gap-1 rounded-md border p-3 text-sm">
              <p className="font-medium break-words">
                {index + 1}. {question.prompt}
              </p>
              <p className="text-muted-foreground">
                {screeningKindLabels[question.kind]} · {question.required ? 'Required' : 'Optional'}
              </p>
              {question.options.length > 0 && (
                <p className="break-words text-muted-foreground">
                  Options: {question.options.map((o) => o.label).join(', ')}
                </p>
              )}
              {range && <p className="text-muted-foreground">{range}</p>}
              {knockouts.length > 0 && (
                <p className="inline-flex items-center gap-1 break-words text-destructive">
                  <Ban className="size-3.5 shrink-0" aria-hidden="true" />
                  {`${knockouts.length === 1 ? 'Disqualifying answer' : 'Disqualifying answers'}: ${knockouts.join(', ')}`}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
