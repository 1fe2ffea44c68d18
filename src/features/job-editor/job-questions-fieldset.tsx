import { useId, useState } from 'react';
import {
  useController,
  useFieldArray,
  useWatch,
  type Control,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { screeningQuestionKindRules } from '@generated/rules.gen';
import type { JobInput, ScreeningQuestionKind } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControlField, FormSelectField, useFieldError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NumberInput } from '@/components/ui/number-input';
import { OptionSelect } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { labelOptions, screeningKindLabels } from '@/lib/format/labels';
import { cn } from '@/lib/utils';
import {
  KIND_RULES,
  MAX_QUESTIONS,
  newOption,
  newQuestion,
  type JobFormValues,
} from './job-form-schema';

type JobControl = Control<JobFormValues, unknown, JobInput>;
type Questions = UseFieldArrayReturn<JobFormValues, 'questions', 'key'>;

const KINDS = labelOptions(screeningKindLabels);
/** The most options a choice question has (the contract's `x-kind-rules`). */
const MAX_OPTIONS = screeningQuestionKindRules.single_choice.options.max;

/** A number input that holds null when empty (the smallest and largest answer of a number question). */
function BoundInput({
  control,
  name,
  label,
}: {
  control: JobControl;
  name: `questions.${number}.min` | `questions.${number}.max`;
  label: string;
}) {
  return (
    <FormControlField control={control} name={name} label={label} description="Optional.">
      {({ value, onChange, ...field }, props) => (
        <NumberInput {...props} {...field} value={value} onValueChange={onChange} empty={null} />
      )}
    </FormControlField>
  );
}

/** Ticks an answer as disqualifying (a knockout answer) or not. */
function KnockoutToggle({
  control,
  index,
  answer,
  label,
}: {
  control: JobControl;
  index: number;
  answer: string;
  label: string;
}) {
  const id = useId();
  const { field } = useController({ control, name: `questions.${index}.knockout_answers` });
  const checked = field.value.includes(answer);
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(on) =>
          field.onChange(
            on === true ? [...field.value, answer] : field.value.filter((a) => a !== answer),
          )
        }
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** The options of a single choice question: labels, disqualifying ones ticked, added and removed. */
function OptionsEditor({ control, index }: { control: JobControl; index: number }) {
  const options = useFieldArray({ control, name: `questions.${index}.options`, keyName: 'key' });
  const error = useFieldError(control, `questions.${index}.options`);
  const knockout = useController({ control, name: `questions.${index}.knockout_answers` }).field;
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Options</legend>
      <ol className="flex flex-col gap-3">
        {options.fields.map((option, j) => (
          <li key={option.key} className="flex flex-wrap items-end gap-3">
            <FormControlField
              control={control}
              name={`questions.${index}.options.${j}.label`}
              label={`Option ${j + 1}`}
              required
              className="min-w-48 flex-1"
            >
              {(field, props) => <Input {...props} {...field} autoComplete="off" />}
            </FormControlField>
            <div className="pb-2">
              <KnockoutToggle
                control={control}
                index={index}
                answer={option.id}
                label="Disqualifies"
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove option ${j + 1}`}
              onClick={() => {
                knockout.onChange(knockout.value.filter((a) => a !== option.id));
                options.remove(j);
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() => options.append(newOption())}
        >
          <Plus aria-hidden="true" />
          Add option
        </Button>
        {options.fields.length >= MAX_OPTIONS && (
          <p className="mt-1 text-sm text-muted-foreground">
            A question has at most {MAX_OPTIONS} options.
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** One question: kind, prompt, required, what its kind needs; moved and removed from its header. */
function QuestionCard({
  control,
  index,
  count,
  questions,
  dragging,
  onDragStart,
  onDragEnd,
}: {
  control: JobControl;
  index: number;
  count: number;
  questions: Questions;
  dragging: number | null;
  onDragStart: (index: number) => void;
  onDragEnd: () => void;
}) {
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const required = useController({ control, name: `questions.${index}.required` }).field;
  const requiredId = useId();
  const headingId = useId();
  const n = index + 1;
  return (
    <li
      className={cn('rounded-lg border bg-card p-4', dragging === index && 'opacity-50')}
      onDragOver={(e) => {
        if (dragging === null) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(e) => {
        e.preventDefault();
        if (dragging !== null && dragging !== index) questions.move(dragging, index);
        onDragEnd();
      }}
    >
      <div role="group" aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          {/* The pointer's way to reorder; the Move buttons are the keyboard's. */}
          <span
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(index));
              onDragStart(index);
            }}
            onDragEnd={onDragEnd}
            className="cursor-grab text-muted-foreground"
            title="Drag to reorder"
            aria-hidden="true"
          >
            <GripVertical className="size-4" />
          </span>
          <h3 id={headingId} className="mr-auto text-base font-semibold">
            Question {n}
          </h3>
          <QuestionTool
            icon={ArrowUp}
            text="Move up"
            label={`Move question ${n} up`}
            disabled={index === 0}
            onClick={() => questions.move(index, index - 1)}
          />
          <QuestionTool
            icon={ArrowDown}
            text="Move down"
            label={`Move question ${n} down`}
            disabled={index === count - 1}
            onClick={() => questions.move(index, index + 1)}
          />
          <QuestionTool
            icon={Trash2}
            text="Remove"
            label={`Remove question ${n}`}
            onClick={() => questions.remove(index)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <FormSelectField
            control={control}
            name={`questions.${index}.kind`}
            label="Answered with"
            required
            options={KINDS}
          />
          <FormControlField
            control={control}
            name={`questions.${index}.prompt`}
            label="Question"
            required
          >
            {(field, props) => <Input {...props} {...field} autoComplete="off" />}
          </FormControlField>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={requiredId} checked={required.value} onCheckedChange={required.onChange} />
          <Label htmlFor={requiredId}>Required</Label>
        </div>
        {kind === 'yes_no' && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Answers that disqualify</legend>
            <KnockoutToggle control={control} index={index} answer="yes" label="Yes disqualifies" />
            <KnockoutToggle control={control} index={index} answer="no" label="No disqualifies" />
            <p className="text-sm text-muted-foreground">
              Applications with a disqualifying answer arrive flagged “Knockout”. The candidate is
              not told.
            </p>
          </fieldset>
        )}
        {KIND_RULES[kind].options && <OptionsEditor control={control} index={index} />}
        {KIND_RULES[kind].range && (
          <div className="grid gap-4 sm:grid-cols-2">
            <BoundInput control={control} name={`questions.${index}.min`} label="Smallest answer" />
            <BoundInput control={control} name={`questions.${index}.max`} label="Largest answer" />
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * "Screening questions" of the job form: up to the contract's number of questions, each added
 * by kind, edited, required or optional, with disqualifying answers for yes/no and single choice
 * questions, reordered with Move up / Move down (keyboard) or by dragging (pointer), removed.
 * Editing a question the job already asks keeps answers already given as they were (the contract).
 */
export function JobQuestionsFieldset({ control }: { control: JobControl }) {
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const [kind, setKind] = useState<ScreeningQuestionKind>('yes_no');
  const [dragging, setDragging] = useState<number | null>(null);
  const kindId = useId();
  const full = questions.fields.length >= MAX_QUESTIONS;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-semibold">Screening questions</legend>
      <p className="text-sm text-muted-foreground">
        Optional. Asked when candidates apply, in this order. Editing a question later does not
        change answers already given.
      </p>
      {questions.fields.length > 0 ? (
        <ol className="flex flex-col gap-4" aria-label="Screening questions">
          {questions.fields.map((q, index) => (
            <QuestionCard
              key={q.key}
              control={control}
              index={index}
              count={questions.fields.length}
              questions={questions}
              dragging={dragging}
              onDragStart={setDragging}
              onDragEnd={() => setDragging(null)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm">This job asks no questions.</p>
      )}
      {full ? (
        <p role="status" className="text-sm text-muted-foreground">
          You have reached the limit of {MAX_QUESTIONS} questions. Remove one to add another.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={kindId}>New question answered with</Label>
            <OptionSelect
              id={kindId}
              className="w-48"
              value={kind}
              onValueChange={setKind}
              options={KINDS}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={() => questions.append(newQuestion(kind))}
          >
            <Plus aria-hidden="true" />
            Add question
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** A question's tool: its icon, and its word beside it from the small breakpoint up. */
function QuestionTool({
  icon: Icon,
  text,
  label,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      <span className="max-sm:sr-only">{text}</span>
    </Button>
  );
}
