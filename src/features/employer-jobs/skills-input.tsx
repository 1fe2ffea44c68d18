import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export const MAX_SKILLS = 30;
export const MAX_SKILL_LENGTH = 50;

export interface SkillsInputProps {
  id?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** A list of short skills: type one and press Enter (or a comma) to add it. */
export function SkillsInput({ id, value, onChange, onBlur, disabled, ref, ...aria }: SkillsInputProps) {
  const generatedId = useId();
  const inputId = id ?? `skills-${generatedId}`;
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const full = value.length >= MAX_SKILLS;

  const add = () => {
    const parts = draft
      .split(',')
      .map((s) => s.trim().replace(/\s+/g, ' ').slice(0, MAX_SKILL_LENGTH))
      .filter(Boolean);
    if (parts.length === 0) return;
    const next = [...value];
    for (const part of parts) {
      if (next.length >= MAX_SKILLS) break;
      if (!next.some((s) => s.toLowerCase() === part.toLowerCase())) next.push(part);
    }
    onChange(next);
    setDraft('');
    setNotice(next.length >= MAX_SKILLS ? `You can add up to ${MAX_SKILLS} skills.` : '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul aria-label="Added skills" className="flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li key={skill} className="inline-flex items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-sm">
              {skill}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(value.filter((s) => s !== skill))}
                className="inline-flex size-6 items-center justify-center rounded-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          {...aria}
          ref={ref}
          id={inputId}
          value={draft}
          maxLength={MAX_SKILL_LENGTH * 4}
          disabled={disabled || full}
          placeholder={full ? `${MAX_SKILLS} skills added` : 'e.g. TypeScript'}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled || full || draft.trim() === ''}>
          Add skill
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {notice}
      </p>
    </div>
  );
}
