// Over 400 lines on purpose: one form (fields, resume choice, upload, draft, leave guard) whose
// parts share react-hook-form's state; its schema and resume choice live in their own modules.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import { zodResolver } from '@/lib/validation';
import type {
  ApplicationReceipt,
  ApplicationSubmit,
  Job,
  PublicScreeningQuestion,
  Resume,
} from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { FormFooter } from '@/components/form-footer';
import { LazyPhoneField } from '@/components/phone-input/lazy-phone-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { UploadProgress } from '@/components/upload-progress';
import { useUpload } from '@/hooks/use-upload';
import { checkUploadFile } from '@/lib/api/upload';
import { failureMessage } from '@/lib/error-message';
import { useCancel, useLeaveGuard } from '@/hooks/use-leave-guard';
import { applyFieldErrors, isProblem } from '@/lib/problem';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';
import {
  ALREADY_APPLIED,
  answerField,
  APPLY_FIELDS,
  applyNames,
  applySchemaFor,
  NEW_RESUME,
  toQuestionAnswers,
  type ApplyChecked,
  type ApplyValues,
} from './apply-schema';
import { profileOptions, useApplyDraft, useSubmitApplication, type ApplyDraft } from './api';
import { ApplyPrivacy } from './apply-privacy';
import { ResumeChoice } from './resume-choice';
import { ScreeningFields } from './screening-fields';

export { NEW_RESUME, type ApplyValues } from './apply-schema';

const PHONE_COUNTRIES = ['DE', 'GB', 'US', 'ES', 'NL', 'PT'];

export interface ApplyFormProps {
  jobId: string;
  /** The job's screening questions (asked after the cover letter); none by default. */
  questions?: readonly PublicScreeningQuestion[];
  defaults: ApplyValues;
  resumes: readonly Resume[];
  /** Sent (the job and the applied jobs are asked again). */
  onApplied: (receipt: ApplicationReceipt) => void;
  /** A draft kept from before (a reload of the job page): the form starts with it, unsaved. */
  draft?: ApplyDraft | null;
  /** Keeps what was typed (called on every change) until it is sent or discarded. */
  onDraft?: (values: ApplyValues) => void;
  /** The person chose to leave without sending: the draft goes. */
  onDiscard?: () => void;
  /** Cancel outside a dialog (inside one, Cancel closes the dialog and asks when unsaved). */
  onCancel: () => void;
  /** The applied-jobs page (linked from the "already applied" message). */
  appliedJobsLink?: React.ReactNode;
  /** Who receives the application and how long it is kept: the privacy notice and the consent. */
  privacy?: { employerName: string; retentionMonths?: number };
}

const NO_QUESTIONS: readonly PublicScreeningQuestion[] = [];

export function ApplyForm({
  jobId,
  questions = NO_QUESTIONS,
  defaults,
  resumes,
  draft,
  onApplied,
  onDraft,
  onDiscard,
  onCancel,
  appliedJobsLink,
  privacy,
}: ApplyFormProps) {
  // A kept draft fills the form but leaves the defaults as they are: it counts as unsaved work.
  const [restored] = useState(() =>
    draft
      ? {
          ...defaults,
          ...draft,
          question_answers: { ...defaults.question_answers, ...draft.question_answers },
          resume_file: null,
        }
      : undefined,
  );
  // The rules of this job's questions (the questions come with the job; they do not change while
  // the dialog is open).
  const [schema] = useState(() => applySchemaFor(questions));
  const form = useForm<ApplyValues, unknown, ApplyChecked>({
    resolver: zodResolver(schema, applyNames),
    defaultValues: defaults,
    values: restored,
    resetOptions: { keepDefaultValues: true },
    mode: 'onTouched',
  });
  const { control } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = useSubmitApplication();
  const upload = useUpload('resume');
  const [formError, setFormError] = useState<{
    title: string;
    text?: string;
    applied?: boolean;
  } | null>(null);
  const choice = useWatch({ control, name: 'resume_choice' });

  // What is typed is kept as it is typed (a reload of the page keeps it too); leaving without
  // saving asks first, and "Leave" discards it (decision 012, rule 2). Closing the dialog stops
  // an upload in flight (useUpload).
  useEffect(() => {
    if (!onDraft) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => onDraft(values),
    });
  }, [form, onDraft]);
  const sentRef = useRef(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  useLeaveGuard(isDirty && !formError?.applied, 'your application', onDiscard);
  const cancel = useCancel(onCancel);

  const pickFile = (picked: File | null) => {
    form.setValue('resume_file', picked, { shouldDirty: true });
    upload.reset();
    const refusal = picked ? checkUploadFile(picked, 'resume') : null;
    if (refusal) form.setError('resume_file', { type: 'file', message: refusal });
    else form.clearErrors('resume_file');
  };

  // What the rules passed: the body's fields as they are sent, and the resume choice.
  const send = async ({
    resume_choice,
    resume_file,
    question_answers,
    ...fields
  }: ApplyChecked) => {
    setFormError(null);
    const body: ApplicationSubmit = { job_id: jobId, ...fields };
    if (questions.length > 0)
      body.question_answers = toQuestionAnswers(questions, question_answers);
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
        onDiscard?.();
        setFormError({
          title: ALREADY_APPLIED,
          text: 'Your earlier application stands; you can follow it in your applied jobs.',
          applied: true,
        });
        return;
      }
      // Screening answers refused by the server go under their questions (`question_answers.<id>`).
      const fields = [...APPLY_FIELDS, ...questions.map(answerField)];
      const { other } = applyFieldErrors(error, fields, form.setError, {
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
      // A long form that ends in a choice of resume: Enter in a field does not send it (decision
      // 012, rule 2), it checks it: the errors show, focus on the first; with none, focus goes to
      // the send button, whose Enter sends. Lists inside (the phone's countries) still take Enter.
      onKeyDown={(event) => {
        const target = event.target;
        if (
          event.key === 'Enter' &&
          !event.defaultPrevented &&
          target instanceof HTMLInputElement &&
          !['submit', 'button', 'reset', 'image'].includes(target.type)
        ) {
          event.preventDefault();
          if (busy) return;
          void form.trigger(undefined, { shouldFocus: true }).then((valid) => {
            // Only if focus is still where Enter was pressed: the check may take a moment (the
            // phone's rules load), and focus the person moved meanwhile stays where they put it.
            if (valid && document.activeElement === target) sendButton.current?.focus();
          });
        }
      }}
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
      <LazyPhoneField
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
      <ScreeningFields control={control} questions={questions} disabled={busy} />
      {privacy && <ApplyPrivacy control={control} {...privacy} disabled={busy} />}

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
        <Button variant="outline" onClick={cancel}>
          Cancel
        </Button>
        <SubmitButton ref={sendButton} pending={busy} size="default">
          Send application
        </SubmitButton>
      </FormFooter>
    </form>
  );
}

export interface ApplyDialogProps {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What follows the confirmation once the application is sent (the route's: voluntary self-identification). */
  renderAfterApply?: (receipt: ApplicationReceipt) => React.ReactNode;
}

function FormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading your details…</span>
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-[60px]" />
        <Skeleton className="h-[60px]" />
      </div>
      <Skeleton className="h-[60px]" aria-hidden="true" />
      <Skeleton className="h-28" aria-hidden="true" />
      <Skeleton className="h-36" aria-hidden="true" />
    </div>
  );
}

function Confirmation({
  job,
  receipt,
  onClose,
  after,
}: {
  job: Job;
  receipt: ApplicationReceipt;
  onClose: () => void;
  after?: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Application sent
      </h3>
      <p className="text-sm text-muted-foreground">
        {job.employer.name} has your application for {job.title}. You can follow its status in your
        applied jobs.
      </p>
      <p className="text-xs text-muted-foreground">
        Sent{' '}
        <time dateTime={receipt.applied_at}>
          {new Date(receipt.applied_at).toLocaleString('en', {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </time>
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Link className={buttonVariants()} to={paths.appliedJobs()}>
          View applied jobs
        </Link>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
      {after && <div className="w-full">{after}</div>}
    </div>
  );
}

/** The apply dialog: the form, then a confirmation. Loaded the first time someone applies. */
export function ApplyDialog({ job, open, onOpenChange, renderAfterApply }: ApplyDialogProps) {
  const user = useSession((s) => s.user);
  const profile = useQuery(profileOptions());
  const draft = useApplyDraft(job.id);
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);

  const resumes = profile.data?.resumes ?? [];
  const defaults: ApplyValues = {
    name: profile.data?.name ?? user?.name ?? '',
    email: profile.data?.email ?? user?.email ?? '',
    phone: profile.data?.phone ?? user?.phone ?? '',
    cover_letter: '',
    resume_choice: resumes[0]?.id ?? NEW_RESUME,
    resume_file: null,
    question_answers: Object.fromEntries(job.questions.map((q) => [q.id, ''])),
    keep_for_future_roles: false,
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Apply for {job.title}</DialogTitle>
          <DialogDescription>
            {job.employer.name}.
            {!receipt && (
              <>
                {' '}
                Fields marked <span aria-hidden="true">*</span>
                <span className="sr-only">required</span> are required.
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {receipt ? (
          <Confirmation
            job={job}
            receipt={receipt}
            onClose={() => onOpenChange(false)}
            after={renderAfterApply?.(receipt)}
          />
        ) : profile.isPending ? (
          <FormSkeleton />
        ) : (
          <ApplyForm
            jobId={job.id}
            questions={job.questions}
            defaults={defaults}
            // A profile that failed to load (or an account without one) still lets people upload.
            resumes={resumes}
            draft={draft.read()}
            onApplied={(sent) => {
              draft.clear();
              setReceipt(sent);
            }}
            onDraft={draft.save}
            onDiscard={draft.clear}
            onCancel={() => onOpenChange(false)}
            privacy={{ employerName: job.employer.name, retentionMonths: job.retention_months }}
            appliedJobsLink={
              <Link
                to={paths.appliedJobs()}
                className="font-medium text-primary underline underline-offset-2"
              >
                See your applied jobs
              </Link>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
