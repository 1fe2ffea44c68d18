import { useId, useRef, useState, type Ref } from 'react';
import X from 'lucide-react/icons/x';
import type * as z from 'zod/mini';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { mergeRefs } from '@/lib/refs';
import { lengthLimits, say } from '@/lib/validation';

/** The hint under every skills field (the job form's and the profile's): how a skill is added. */
export const SKILLS_HINT = 'Press Enter or type a comma after each skill.';

/** A (possibly optional) array-of-strings schema, e.g. `zJobInput.shape.skills`. */
export type SkillsSchema = z.core.$ZodType<unknown>;

export interface ListLimits {
  /** How many items (Infinity: no limit). */
  maxItems: number;
  /** How long each item may be (Infinity: no limit). */
  maxItemLength: number;
}

interface Def {
  type: string;
  innerType?: SkillsSchema;
  element?: SkillsSchema;
}
const defOf = (schema: SkillsSchema) => schema._zod.def as unknown as Def;
const maxLengthOf = (schema: SkillsSchema) => lengthLimits(schema).max ?? Infinity;

/**
 * The limits an array-of-strings schema sets (through optional/nullable/default wrappers): the
 * contract's `maxItems` and the items' `maxLength`, as the generated zod schema carries them.
 */
export function listLimits(schema: SkillsSchema): ListLimits {
  let array = schema;
  while (defOf(array).innerType) array = defOf(array).innerType!;
  const { type, element } = defOf(array);
  if (type !== 'array' || !element)
    throw new Error(`listLimits: expected an array schema, got ${type}`);
  return { maxItems: maxLengthOf(array), maxItemLength: maxLengthOf(element) };
}

const tooLong = (max: number) => say.atMost(max, 'each skill');
const tooMany = (max: number) => `List ${max} skills or fewer`;

/**
 * Adds typed skills (comma-separated allowed) to a list: trimmed, inner spaces collapsed, no
 * duplicates (any case). An entry with a skill over the length limit, or one that would go over the
 * count, is refused whole with a message (the list is kept as it was): nothing is ever cut.
 */
export function addSkills(
  current: readonly string[],
  typed: string,
  limits: ListLimits,
): { skills: string[]; error: string | null } {
  const skills = [...current];
  for (const raw of typed.split(',')) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    if (!skill) continue;
    if (skill.length > limits.maxItemLength)
      return { skills: [...current], error: tooLong(limits.maxItemLength) };
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) continue;
    if (skills.length >= limits.maxItems)
      return { skills: [...current], error: tooMany(limits.maxItems) };
    skills.push(skill);
  }
  return { skills, error: null };
}

export interface SkillsInputProps {
  id?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  /**
   * The skills array of the schema the form sends (`jobFormSchema.shape.skills`,
   * `profileSchema.shape.skills`): how many skills and how long each come from it.
   */
  schema: SkillsSchema;
  /** Names the list of added skills. Default 'Added skills'. */
  listLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A list of short skills: type one and press Enter, a comma or "Add skill" (leaving the box adds
 * it too); each skill is a chip with a remove button. Limits come from `schema`; a skill that is too
 * long, or one too many, is refused with a message under the box, and what was typed stays.
 */
export function SkillsInput({
  id,
  value,
  onChange,
  onBlur,
  schema,
  listLabel = 'Added skills',
  placeholder = 'e.g. TypeScript',
  disabled,
  ref,
  ...aria
}: SkillsInputProps) {
  const generatedId = useId();
  const inputId = id ?? `skills-${generatedId}`;
  const errorId = `${inputId}-refused`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What the last action did, for screen readers (the chips change silently otherwise).
  const [announcement, setAnnouncement] = useState('');

  const commit = () => {
    if (!text.trim()) return;
    const result = addSkills(value, text, listLimits(schema));
    setError(result.error);
    if (result.error) return;
    const added = result.skills.slice(value.length);
    setText('');
    if (added.length > 0) {
      onChange(result.skills);
      setAnnouncement(`Added ${added.join(', ')}.`);
    }
  };
  const remove = (skill: string) => {
    onChange(value.filter((s) => s !== skill));
    setAnnouncement(`Removed ${skill}.`);
    inputRef.current?.focus(); // the chip's button goes away: the focus stays in the field
  };

  const describedBy =
    [aria['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          aria-required={aria['aria-required']}
          aria-invalid={aria['aria-invalid'] ?? (error ? true : undefined)}
          aria-describedby={describedBy}
          ref={mergeRefs(inputRef, ref)}
          id={inputId}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              commit();
            }
          }}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={commit}
          disabled={disabled || text.trim() === ''}
        >
          Add skill
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={listLabel} className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" size="chip">
                {skill}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => remove(skill)}
                  aria-label={`Remove ${skill}`}
                  className="rounded-sm p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
