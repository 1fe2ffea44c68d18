import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { submitApplicationMutation } from '@generated/@tanstack/react-query.gen';
import type { ApplicationReceipt, ApplicationSubmit, Resume } from '@generated/types.gen';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/error-message';
import { UploadProgress } from '@/components/upload-progress';
import { useUpload } from '@/hooks/use-upload';
import { checkUploadFile, UPLOAD_RULES } from '@/lib/api/upload';
import { applyFieldErrors, isProblem } from '@/lib/problem';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format/date';
import { formatFileSize } from '@/lib/format/size';
import {
  ALREADY_APPLIED,
  APPLY_FIELDS,
  applySchema,
  COVER_LETTER_MAX,
  NEW_RESUME,
  RESUME_SIZE_LIMIT,
  type ApplyValues,
} from './apply-schema';

export { NEW_RESUME, type ApplyValues } from './apply-schema';

export interface ApplyFormProps {
  jobId: string;
  defaults: ApplyValues;
  resumes: readonly Resume[];
  onApplied: (receipt: ApplicationReceipt) => void;
  onAlreadyApplied: () => void;
  /** Keeps what was typed when the form goes away unsent. */
  onDraft?: (values: ApplyValues) => void;
  onCancel: () => void;
  /** The applied-jobs page (linked from the "already applied" message). */
  appliedJobsLink?: React.ReactNode;
}

export function ApplyForm({
  jobId,
  defaults,
  resumes,
  onApplied,
  onAlreadyApplied,
  onDraft,
  onCancel,
  appliedJobsLink,
}: ApplyFormProps) {
  const id = useId();
  const form = useForm<ApplyValues>({
    resolver: zodResolver(applySchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useMutation(submitApplicationMutation());
  const upload = useUpload('resume');
  const [formError, setFormError] = useState<{
    title: string;
    text?: string;
    applied?: boolean;
  } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const choice = useWatch({ control: form.control, name: 'resume_choice' });
  const file = useWatch({ control: form.control, name: 'resume_file' });

  // Leaving unsent (dialog closed) keeps the draft (useUpload stops an upload in flight).
  const draftRef = useRef(onDraft);
  useEffect(() => {
    draftRef.current = onDraft;
  }, [onDraft]);
  const sentRef = useRef(false);
  useEffect(
    () => () => {
      if (!sentRef.current) draftRef.current?.(form.getValues());
    },
    [form],
  );

  const pickFile = (picked: File | null) => {
    form.setValue('resume_file', picked, { shouldDirty: true });
    upload.reset();
    const refusal = picked ? checkUploadFile(picked, 'resume') : null;
    if (refusal) form.setError('resume_file', { type: 'file', message: refusal });
    else form.clearErrors('resume_file');
  };

  const send = async (values: ApplyValues) => {
    setFormError(null);
    const body: ApplicationSubmit = {
      job_id: jobId,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      cover_letter: values.cover_letter.trim() || null,
    };
    if (values.resume_choice === NEW_RESUME && values.resume_file) {
      const picked = values.resume_file;
      // A file uploaded once is not uploaded again when only the submit has to be retried.
      const uploaded =
        upload.file === picked && upload.result ? upload.result : await upload.start(picked);
      if (!uploaded) return; // refused, failed (upload.error says why) or cancelled
      body.resume_key = uploaded.key;
    } else {
      body.resume_id = values.resume_choice;
    }

    try {
      const receipt = await submit.mutateAsync({ body });
      sentRef.current = true;
      onApplied(receipt);
    } catch (error) {
      if (isProblem(error) && error.status === 409) {
        sentRef.current = true;
        onAlreadyApplied();
        setFormError({
          title: ALREADY_APPLIED,
          text: 'Your earlier application stands; you can follow it in your applied jobs.',
          applied: true,
        });
        return;
      }
      const { other } = applyFieldErrors(error, APPLY_FIELDS, form.setError, {
        resume_key: 'resume_file',
        resume_id: 'resume_file',
      });
      if (isProblem(error) && error.status === 404) {
        setFormError({ title: 'This job no longer accepts applications.' });
      } else if (isProblem(error) && error.status === 401) {
        setFormError({
          title: 'Your session has ended.',
          text: 'Sign in again, then send your application. What you typed is kept.',
        });
      } else if (other.length > 0 || !isProblem(error) || !error.errors) {
        setFormError({
          title: "We couldn't send your application.",
          text:
            other.length > 0
              ? other.join(' ')
              : `${failureMessage(error)} What you typed is kept.`,
        });
      }
    }
  };

  const busy = isSubmitting || upload.state === 'uploading' || submit.isPending;
  const newFile = choice === NEW_RESUME || resumes.length === 0;
  const resumeError = errors.resume_file?.message ?? (newFile ? upload.error : null);

  if (formError?.applied) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          <AlertTitle>{formError.title}</AlertTitle>
          <AlertDescription>
            <p>{formError.text}</p>
            {appliedJobsLink}
          </AlertDescription>
        </Alert>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onCancel}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={busy || undefined}
    >
      {formError && (
        <Alert variant="destructive">
          <AlertTitle>{formError.title}</AlertTitle>
          {formError.text && <AlertDescription>{formError.text}</AlertDescription>}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full name" required error={errors.name?.message}>
          <Input autoComplete="name" maxLength={200} disabled={busy} {...form.register('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={254}
            disabled={busy}
            {...form.register('email')}
          />
        </FormField>
      </div>
      <FormControlField
        control={form.control}
        name="phone"
        label="Phone"
        description="Optional. Include the country, e.g. +49 151 23456789."
      >
        {(field, control) => (
          <PhoneInput
            {...control}
            {...field}
            disabled={busy}
            autoComplete="tel"
            showMessage={false}
            preferredCountries={['DE', 'GB', 'US', 'ES', 'NL', 'PT']}
            defaultCountry="DE"
          />
        )}
      </FormControlField>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={resumeError ? `${id}-resume-error` : undefined}
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
              <label
                key={resume.id}
                className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50"
              >
                <input
                  type="radio"
                  value={resume.id}
                  disabled={busy}
                  className="size-4 accent-primary"
                  {...form.register('resume_choice')}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">{resume.file_name}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatFileSize(resume.size_bytes)} · uploaded {formatDate(resume.uploaded_at)}
                  </span>
                </span>
              </label>
            ))}
            <label className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50">
              <input
                type="radio"
                value={NEW_RESUME}
                disabled={busy}
                className="size-4 accent-primary"
                {...form.register('resume_choice')}
              />
              <span className="font-medium">Upload a new resume</span>
            </label>
          </div>
        )}
        {newFile && (
          <div className={cn('flex flex-col gap-1.5', resumes.length > 0 && 'pl-7')}>
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              Resume file
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={[
                ...UPLOAD_RULES.resume.extensions.map((e) => `.${e}`),
                ...UPLOAD_RULES.resume.mimeTypes,
              ].join(',')}
              disabled={busy}
              aria-invalid={resumeError ? true : undefined}
              aria-describedby={`${id}-file-hint${resumeError ? ` ${id}-resume-error` : ''}`}
              onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
              className="block w-full text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium hover:file:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
              {UPLOAD_RULES.resume.typesLabel}, up to {RESUME_SIZE_LIMIT}.
              {file && !resumeError && ` Selected: ${file.name} (${formatFileSize(file.size)}).`}
            </p>
          </div>
        )}
        {resumeError && (
          <p id={`${id}-resume-error`} className="text-sm text-destructive">
            {resumeError}
          </p>
        )}
      </fieldset>

      <FormField
        label="Cover letter"
        error={errors.cover_letter?.message}
        description="Optional. Plain text."
      >
        <Textarea
          rows={6}
          maxLength={COVER_LETTER_MAX}
          disabled={busy}
          {...form.register('cover_letter')}
        />
      </FormField>

      <div className="min-h-5 text-sm text-muted-foreground">
        <UploadProgress
          active={upload.state === 'uploading'}
          text={`Uploading ${upload.file?.name ?? 'your resume'}`}
          progress={upload.progress}
          label="Resume upload"
        />
        <div aria-live="polite">{submit.isPending && <span>Sending your application…</span>}</div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          )}
          Send application
        </Button>
      </div>
    </form>
  );
}
