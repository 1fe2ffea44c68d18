import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import type { ScreeningQuestion } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SearchBox } from '@/components/search-box';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useUrlSearch } from '@/hooks/use-url-search';
import { cn } from '@/lib/utils';
import { isFiltered, readApplicationsFilter } from './api';

/** The URL's names of the filters (the contract's query parameters), cleared together. */
const FILTER_PARAMS = [
  'knockout',
  'question',
  'answer',
  'applied_from',
  'applied_to',
  'search',
  'ordering',
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

const ANY = 'any';

export interface ApplicationsFilterBarProps {
  /** The job's screening questions (EmployerJobDetail.questions): one of them can filter by its answer. */
  questions: readonly ScreeningQuestion[];
}

/**
 * The filters of a job's applications, shared by the list and the pipeline (and the CSV export,
 * which the route gives the same filter): screening result, one question's answer, the days
 * applied, name or email, newest or oldest first. Their state is the URL (the contract's names);
 * each view reads it back with readApplicationsFilter. A change goes back to the first page.
 */
export function ApplicationsFilterBar({ questions }: ApplicationsFilterBarProps) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readApplicationsFilter(searchParams);
  const [searchText, setSearchText] = useUrlSearch(filter.search);
  const set = (changes: Partial<Record<FilterParam, string | null>>) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const questionId = searchParams.get('question') ?? '';
  const question = questions.find((q) => q.id === questionId);
  const answer = searchParams.get('answer') ?? '';
  const [open, setOpen] = useState(false);
  // The filters in force besides the search box (which is always on screen).
  const active = (['knockout', 'answer', 'applied_from', 'applied_to', 'ordering'] as const).filter(
    (key) => filter[key] !== undefined,
  ).length;

  return (
    <div role="group" aria-label="Filter applications" className="flex flex-col gap-2">
      <SearchBox
        label="Search applications by name or email"
        placeholder="Search by name or email"
        maxLength={200}
        value={searchText}
        onChange={setSearchText}
      />
      {/* On a phone the filters fold under a button (their count on it); wider, they show. */}
      <Button
        size="sm"
        variant="outline"
        className="self-start md:hidden"
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters{active > 0 && ` (${active})`}
      </Button>
      <div
        id={`${id}-filters`}
        className={cn('flex-wrap items-end gap-2 md:flex', open ? 'flex' : 'hidden')}
      >
        <Field label="Screening" htmlFor={`${id}-knockout`} className="w-36">
          <Select
            value={filter.knockout ?? ANY}
            onValueChange={(v) => set({ knockout: v === ANY ? null : v })}
          >
            <SelectTrigger id={`${id}-knockout`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any result</SelectItem>
              <SelectItem value="passed">Passed</SelectItem>
              <SelectItem value="failed">Failed</SelectItem>
            </SelectContent>
          </Select>
        </Field>
        {questions.length > 0 && (
          <Field label="Question" htmlFor={`${id}-question`} className="w-56">
            <Select
              value={question?.id ?? ANY}
              onValueChange={(v) => set({ question: v === ANY ? null : v, answer: null })}
            >
              <SelectTrigger id={`${id}-question`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>Any answers</SelectItem>
                {questions.map((q) => (
                  <SelectItem key={q.id} value={q.id}>
                    {q.prompt}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
        {question && (
          <Field label="Answer" htmlFor={`${id}-answer`} className="w-40">
            <AnswerInput
              id={`${id}-answer`}
              question={question}
              value={answer}
              onChange={(v) => set({ answer: v })}
            />
          </Field>
        )}
        <Field label="Applied from" htmlFor={`${id}-from`} className="w-40">
          <Input
            id={`${id}-from`}
            type="date"
            value={filter.applied_from ?? ''}
            onChange={(e) => set({ applied_from: e.target.value })}
          />
        </Field>
        <Field label="Applied to" htmlFor={`${id}-to`} className="w-40">
          <Input
            id={`${id}-to`}
            type="date"
            min={filter.applied_from}
            value={filter.applied_to ?? ''}
            onChange={(e) => set({ applied_to: e.target.value })}
          />
        </Field>
        <Field label="Order" htmlFor={`${id}-ordering`} className="w-36">
          <Select
            value={filter.ordering ?? '-applied_at'}
            onValueChange={(v) => set({ ordering: v === 'applied_at' ? v : null })}
          >
            <SelectTrigger id={`${id}-ordering`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="-applied_at">Newest first</SelectItem>
              <SelectItem value="applied_at">Oldest first</SelectItem>
            </SelectContent>
          </Select>
        </Field>
        {(isFiltered(filter) || questionId) && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setSearchText('');
              set(Object.fromEntries(FILTER_PARAMS.map((p) => [p, null])));
            }}
          >
            <X aria-hidden="true" /> Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}

function Field({
  label,
  htmlFor,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  /** Its width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The answer to filter by, as the question's kind takes it (the contract's `answer`). */
function AnswerInput({
  id,
  question,
  value,
  onChange,
}: {
  id: string;
  question: ScreeningQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const choices =
    question.kind === 'yes_no'
      ? [
          { id: 'yes', label: 'Yes' },
          { id: 'no', label: 'No' },
        ]
      : question.kind === 'single_choice'
        ? question.options
        : null;
  if (choices) {
    return (
      <Select value={value || undefined} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Choose an answer" />
        </SelectTrigger>
        <SelectContent>
          {choices.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  return (
    <Input
      id={id}
      type={question.kind === 'number' ? 'number' : 'text'}
      maxLength={200}
      min={question.min ?? undefined}
      max={question.max ?? undefined}
      defaultValue={value}
      // Typed answers filter when the field is left or Enter is pressed, not at every key.
      onBlur={(e) => onChange(e.target.value.trim())}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(e.currentTarget.value.trim());
      }}
    />
  );
}
