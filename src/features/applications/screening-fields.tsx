import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { PublicScreeningQuestion } from '@generated/types.gen';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { numberFormat } from '@/lib/format/intl';
import { ANSWER_LIMITS, answerField, type ApplyChecked, type ApplyValues } from './apply-schema';

type ApplyControl = Control<ApplyValues, unknown, ApplyChecked>;

const formatNumber = (n: number) => numberFormat('en', {}).format(n);

/** "Between 0 and 26.", "26 or less.", or nothing: a number question's range in words. */
function rangeText({ min, max }: PublicScreeningQuestion): string | undefined {
  if (min !== null && max !== null)
    return `A number from ${formatNumber(min)} to ${formatNumber(max)}.`;
  if (min !== null) return `A number of ${formatNumber(min)} or more.`;
  if (max !== null) return `A number up to ${formatNumber(max)}.`;
  return undefined;
}

/** A question answered by picking one (Yes/No, or its options): a group of radios named by the prompt. */
function ChoiceQuestion({
  control,
  question,
  choices,
  disabled,
}: {
  control: ApplyControl;
  question: PublicScreeningQuestion;
  choices: readonly { value: string; label: string }[];
  disabled: boolean;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: answerField(question) });
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      data-question={question.id}
    >
      <legend className="mb-1 text-sm font-medium">
        {question.prompt}
        {question.required && (
          <>
            {' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </legend>
      <div className={question.kind === 'yes_no' ? 'flex gap-3' : 'flex flex-col gap-2'}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50"
          >
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              checked={field.value === choice.value}
              onChange={() => field.onChange(choice.value)}
              onBlur={field.onBlur}
              // The first radio takes focus when the answer is missing (react-hook-form focuses the ref).
              ref={index === 0 ? field.ref : undefined}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The job's screening questions as fields of the apply form, in the job's order: Yes/No and
 * single choice as radios, short text as an input, long text as a text area, a number as a number
 * input. Rules and messages: apply-schema's `answerProblem` (the contract's limits).
 */
export function ScreeningFields({
  control,
  questions,
  disabled,
}: {
  control: ApplyControl;
  questions: readonly PublicScreeningQuestion[];
  disabled: boolean;
}) {
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-base font-semibold">
        Questions from the employer
      </h3>
      {questions.map((q) => {
        if (q.kind === 'yes_no' || q.kind === 'single_choice') {
          const choices =
            q.kind === 'yes_no'
              ? [
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]
              : q.options.map((o) => ({ value: o.id, label: o.label }));
          return (
            <ChoiceQuestion
              key={q.id}
              control={control}
              question={q}
              choices={choices}
              disabled={disabled}
            />
          );
        }
        const description =
          q.kind === 'number'
            ? rangeText(q)
            : `Up to ${formatNumber(ANSWER_LIMITS[q.kind])} characters.`;
        return (
          <FormControlField
            key={q.id}
            control={control}
            name={answerField(q)}
            label={q.prompt}
            required={q.required}
            description={description}
          >
            {(field, props) =>
              q.kind === 'long_text' ? (
                <Textarea rows={4} {...props} {...field} disabled={disabled} />
              ) : q.kind === 'number' ? (
                <Input
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={q.min ?? undefined}
                  max={q.max ?? undefined}
                  className="max-w-40"
                  {...props}
                  {...field}
                  disabled={disabled}
                />
              ) : (
                <Input autoComplete="off" {...props} {...field} disabled={disabled} />
              )
            }
          </FormControlField>
        );
      })}
    </section>
  );
}
