import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { say } from '@/lib/validation';

export const MAX_SKILLS = 30;
export const MAX_SKILL_LENGTH = 50;
export const SKILLS_TOO_MANY = `List ${MAX_SKILLS} skills or fewer`;

/** Adds typed skills (comma-separated allowed) to a list: trimmed, no duplicates (any case). */
export function addSkills(
  current: readonly string[],
  typed: string,
): { skills: string[]; error: string | null } {
  const skills = [...current];
  for (const raw of typed.split(',')) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    if (!skill) continue;
    if (skill.length > MAX_SKILL_LENGTH)
      return {
        skills: [...current],
        error: say.atMost(MAX_SKILL_LENGTH, 'each skill'),
      };
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) continue;
    if (skills.length >= MAX_SKILLS)
      return { skills: [...current], error: SKILLS_TOO_MANY };
    skills.push(skill);
  }
  return { skills, error: null };
}

export interface SkillsInputProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** A small tag editor: type a skill and press Enter (or a comma); each skill has a remove button. */
export function SkillsInput({ id, value, onChange, disabled, ...aria }: SkillsInputProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${useId()}-skills-error`;

  const commit = () => {
    const result = addSkills(value, text);
    setError(result.error);
    if (!result.error) {
      setText('');
      if (result.skills.length !== value.length) onChange(result.skills);
    }
  };

  const describedBy =
    [aria['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          disabled={disabled}
          maxLength={MAX_SKILL_LENGTH * 4}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              commit();
            }
          }}
          onBlur={() => text.trim() && commit()}
          aria-invalid={aria['aria-invalid'] ?? (error ? true : undefined)}
          aria-describedby={describedBy}
          placeholder="e.g. TypeScript"
        />
        <Button variant="outline" onClick={commit} disabled={disabled || !text.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label="Your skills" className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" size="chip">
                {skill}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((s) => s !== skill))}
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
    </div>
  );
}
