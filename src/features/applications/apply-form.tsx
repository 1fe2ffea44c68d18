import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@/lib/validation';
import type { ApplicationReceipt, ApplicationSubmit, Resume } from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { FormFooter } from '@/components/form-footer';
import { PhoneField } from '@/components/phone-input/phone-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { UploadProgress } from '@/components/upload-progress';
import { useUpload } from '@/hooks/use-upload';
import { checkUploadFile } from '@/lib/api/upload';
import { failureMessage } from '@/lib/error-message';
import { applyFieldErrors, isProblem } from '@/lib/problem';
import {
  ALREADY_APPLIED,
  APPLY_FIELDS,
  applyNames,
  applySchema,
  NEW_RESUME,
  type ApplyChecked,
  type ApplyValues,
} from './apply-schema';
import { useSubmitApplication } from './api';
import { ResumeChoice } from './resume-choice';

export {
  applySchema,
  NEW_RESUME,
  PHONE_INVALID,
  RESUME_MISSING,
  ALREADY_APPLIED,
  type ApplyValues,
} from './apply-schema';

const PHONE_COUNTRIES = ['DE', 'GB', 'US', 'ES', 'NL', 'PT'];

export interface ApplyFormProps {
  jobId: string;
  defaults: ApplyValues;
  resumes: readonly Resume[];
  /** Sent (the job and the applied jobs are asked again). */
  onApplied: (receipt: ApplicationReceipt) => void;
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
  onDraft,
  onCancel,
  appliedJobsLink,
}: ApplyFormProps) {
  const form = useForm<ApplyValues, unknown, ApplyChecked>({
    resolver: zodResolver(applySchema, applyNames),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmitApplication();
  const upload = useUpload('resume');
  const [formError, setFormError] = useState<{
    title: string;
    text?: string;
    applied?: boolean;
  } | null>(null);
  const choice = useWatch({ control, name: 'resume_choice' });

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

  // What the rules passed: the body's fields as they are sent, and the resume choice.
  const send = async ({ resume_choice, resume_file, ...fields }: ApplyChecked) => {
    setFormError(null);
    const body: ApplicationSubmit = { job_id: jobId, ...fields };
    if (resume_choice === NEW_RESUME && resume_file) {
      // A file uploaded once is not uploaded again when only the submit has to be retried.
      const uploaded =
        upload.file === resume_file && upload.result
          ? upload.result
          : await upload.start(resume_file);
      if (!uploaded) return; // refused, failed (upload.error says why) or cancelled
      body.resume_key = uploaded.key;
    } else {
      body.resume_id = resume_choice;
    }

    // Awaited: the form stays submitting until the server answers (decision 009).
    try {
      const receipt = await submit.mutateAsync({ body });
      sentRef.current = true;
      onApplied(receipt);
    } catch (error) {
      if (isProblem(error) && error.status === 409) {
        sentRef.current = true;
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
            other.length > 0 ? other.join(' ') : `${failureMessage(error)} What you typed is kept.`,
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
      {/* A failure with no more to say is said in one line. */}
      {formError && (
        <FormFailure
          title={formError.text && formError.title}
          message={formError.text ?? formError.title}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormControlField control={control} name="name" label="Full name" required>
          {(field, props) => <Input autoComplete="name" {...props} {...field} disabled={busy} />}
        </FormControlField>
        <FormControlField control={control} name="email" label="Email" required>
          {(field, props) => (
            <Input type="email" autoComplete="email" {...props} {...field} disabled={busy} />
          )}
        </FormControlField>
      </div>
      <PhoneField
        control={control}
        name="phone"
        label="Phone"
        description="Optional. Include the country, e.g. +49 151 23456789."
        disabled={busy}
        preferredCountries={PHONE_COUNTRIES}
        defaultCountry="DE"
      />
      <ResumeChoice
        form={form}
        resumes={resumes}
        newFile={newFile}
        disabled={busy}
        error={resumeError}
        onPick={pickFile}
      />
      <FormControlField
        control={control}
        name="cover_letter"
        label="Cover letter"
        description="Optional. Plain text."
      >
        {(field, props) => <Textarea rows={6} {...props} {...field} disabled={busy} />}
      </FormControlField>

      <div className="min-h-5 text-sm text-muted-foreground">
        <UploadProgress
          active={upload.state === 'uploading'}
          text={`Uploading ${upload.file?.name ?? 'your resume'}`}
          progress={upload.progress}
          label="Resume upload"
        />
        <div aria-live="polite">{submit.isPending && <span>Sending your application…</span>}</div>
      </div>

      <FormFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={busy} size="default">
          Send application
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
