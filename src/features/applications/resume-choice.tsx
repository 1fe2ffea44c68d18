import { useId } from 'react';
import Upload from 'lucide-react/icons/upload';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Resume } from '@generated/types.gen';
import { UPLOAD_RULES } from '@/lib/api/upload';
import { formatDate } from '@/lib/format/date';
import { formatFileSize } from '@/lib/format/size';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button';
import { NEW_RESUME, RESUME_SIZE_LIMIT, type ApplyChecked, type ApplyValues } from './apply-schema';

const ACCEPT = [
  ...UPLOAD_RULES.resume.extensions.map((e) => `.${e}`),
  ...UPLOAD_RULES.resume.mimeTypes,
].join(',');

export interface ResumeChoiceProps {
  form: UseFormReturn<ApplyValues, unknown, ApplyChecked>;
  /** The profile's resumes (none: only a new file can be sent). */
  resumes: readonly Resume[];
  /** A new file is to be sent (chosen, or there is nothing else). */
  newFile: boolean;
  disabled: boolean;
  /** Why the resume cannot be sent (no file, a refused file, a failed upload). */
  error: string | null | undefined;
  onPick: (file: File | null) => void;
}

/** One of the choices: a radio and what it stands for. */
function ResumeOption({
  form,
  value,
  disabled,
  children,
}: {
  form: ResumeChoiceProps['form'];
  value: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50">
      <input
        type="radio"
        value={value}
        disabled={disabled}
        className="size-4 accent-primary"
        {...form.register('resume_choice')}
      />
      {children}
    </label>
  );
}

/**
 * The application's resume: one of the profile's (radios, with "Upload a new resume" last), or a
 * new file. Required: its error describes the whole group.
 */
export function ResumeChoice({
  form,
  resumes,
  newFile,
  disabled,
  error,
  onPick,
}: ResumeChoiceProps) {
  const id = useId();
  const file = useWatch({ control: form.control, name: 'resume_file' });
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-resume-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        Resume{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      {resumes.length > 0 && (
        <div className="flex flex-col gap-2">
          {resumes.map((resume) => (
            <ResumeOption key={resume.id} form={form} value={resume.id} disabled={disabled}>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-words">{resume.file_name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatFileSize(resume.size_bytes)} · uploaded {formatDate(resume.uploaded_at)}
                </span>
              </span>
            </ResumeOption>
          ))}
          <ResumeOption form={form} value={NEW_RESUME} disabled={disabled}>
            <span className="font-medium">Upload a new resume</span>
          </ResumeOption>
        </div>
      )}
      {newFile && (
        <div className={cn('flex flex-col gap-1.5', resumes.length > 0 && 'pl-7')}>
          {/* One label, drawn as a button: the file input under it stays focusable and named by it
              (its ring and disabled look move to the label), so there is no native "Browse…" box. */}
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-file-hint${error ? ` ${id}-resume-error` : ''}`}
            onChange={(e) => onPick(e.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-fit cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50 peer-aria-invalid:border-destructive',
            )}
          >
            <Upload aria-hidden="true" />
            Choose resume file
          </label>
          <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
            {UPLOAD_RULES.resume.typesLabel}, up to {RESUME_SIZE_LIMIT}.
            {file && !error && ` Selected: ${file.name} (${formatFileSize(file.size)}).`}
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-resume-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
