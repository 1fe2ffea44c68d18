// Over 400 lines: its hand <Controller> plumbing goes when issue 15 brings a FormField bound to
// react-hook-form and a real editor; split it then rather than twice.
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from 'react-router';
import * as z from 'zod/mini';
import { FileQuestion, Lock } from 'lucide-react';
import {
  createEmployerJobMutation,
  getEmployerJobOptions,
  getEmployerJobQueryKey,
  updateEmployerJobMutation,
} from '@generated/@tanstack/react-query.gen';
import type { EmployerJobDetail, JobInput } from '@generated/types.gen';
import { zJobInput, zSalaryPeriod } from '@generated/zod.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { EmptyState } from '@/components/empty-state';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { SkillsInput } from '@/components/skills-input/skills-input';
import { PageHeader } from '@/components/page-header';
import { PreloadLink } from '@/components/preload-link';
import { RichTextEditor } from '@/components/rich-text-editor';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, formFieldLabelId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/error-message';
import { confirm } from '@/lib/dialogs';
import { useSafeNavigate } from '@/lib/navigation';
import { applyFieldErrors, isProblem, problemMessage } from '@/lib/problem';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { notify } from '@/lib/toast';
import { say } from '@/lib/validation';
import { invalidateJobLists } from './job-queries';
import {
  CURRENCIES,
  employmentTypeLabels,
  salaryPeriodLabels,
  seniorityLabels,
  workplaceTypeLabels,
} from './labels';
import { useEmployerContext } from './use-employer-context';

const MAX_AMOUNT = 100_000_000;
const amount = (what: string) =>
  z.number({ error: say.enter(what) }).check(z.gte(0, say.amountFrom(0)), z.lte(MAX_AMOUNT, say.amountUpTo(MAX_AMOUNT)));

/** The job body (generated zJobInput) with the form's own messages and rules. */
export const jobFormSchema = z.extend(zJobInput, {
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, say.enter('a job title')),
      z.minLength(3, say.atLeast(3, 'the job title')),
      z.maxLength(200, say.atMost(200, 'the job title')),
    ),
  description: z.string().check(
    z.refine((html) => richTextToPlain(html) !== '', say.enter('a description')),
    // The limit counts the HTML, not the visible characters: no number that would not add up.
    z.maxLength(20_000, 'Shorten the description a little'),
  ),
  location_ids: z.array(z.string()).check(z.minLength(1, say.choose('at least one location')), z.maxLength(20, say.choose('20 locations or fewer'))),
  salary: z.nullable(
    z
      .object({
        min: amount('the minimum salary'),
        max: amount('the maximum salary'),
        currency: z.string().check(z.regex(/^[A-Z]{3}$/, say.choose('a currency'))),
        period: zSalaryPeriod,
      })
      .check(z.refine((s) => s.max >= s.min, { message: 'Enter a maximum no lower than the minimum', path: ['max'] })),
  ),
});

export type JobFormValues = z.input<typeof jobFormSchema>;

const FIELDS = [
  'title',
  'description',
  'employment_type',
  'workplace_type',
  'seniority',
  'location_ids',
  'salary',
  // Nested server errors ({"salary": {"max": [...]}}) land under their own input.
  'salary.min',
  'salary.max',
  'salary.currency',
  'salary.period',
  'valid_through',
  'skills',
] as const;

const EMPTY: JobFormValues = {
  title: '',
  description: '',
  employment_type: 'full_time',
  workplace_type: 'on_site',
  seniority: 'mid',
  location_ids: [],
  salary: null,
  valid_through: null,
  skills: [],
};

const NEW_SALARY = { min: Number.NaN, max: Number.NaN, currency: 'EUR', period: 'year' as const };

export function jobToFormValues(job: EmployerJobDetail): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    employment_type: job.employment_type,
    workplace_type: job.workplace_type,
    seniority: job.seniority,
    location_ids: job.locations.map((l) => l.id),
    salary: job.salary ? { ...job.salary } : null,
    valid_through: job.valid_through,
    skills: [...job.skills],
  };
}

/** What is sent: the contract's JobInput, description sanitised; never a status. */
export function formValuesToJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    description: sanitizeRichText(values.description),
    employment_type: values.employment_type,
    workplace_type: values.workplace_type,
    seniority: values.seniority,
    location_ids: values.location_ids,
    salary: values.salary ? { min: values.salary.min, max: values.salary.max, currency: values.salary.currency, period: values.salary.period } : null,
    valid_through: values.valid_through,
    skills: values.skills,
  };
}

/** 'YYYY-MM-DD' of an ISO time (UTC), for a date input. */
const toDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** A closing date means "until the end of that day" (UTC). */
const fromDateInput = (date: string) => (date ? `${date}T23:59:59Z` : null);

/** Asks before leaving a form with unsaved changes: in-app navigation (useBlocker) and tab close. */
function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm({
      title: 'Leave without saving?',
      description: 'Your changes to this job have not been saved and will be lost.',
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      destructive: true,
    }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

export interface JobFormPageProps {
  /** Edit this job; omitted to create one. */
  jobId?: string;
  /** Where a saved job is shown. */
  jobDetailsHref: (id: string) => string;
  /** Where "Cancel" and the read-only notice lead. */
  jobsHref: string;
}

/** /employer/job/{id?}: create a job, or edit one (loaded first). */
export function JobFormPage({ jobId, jobDetailsHref, jobsHref }: JobFormPageProps) {
  const { employerId, permissions } = useEmployerContext();
  const job = useQuery({
    ...getEmployerJobOptions({ path: { employerId, jobId: jobId ?? '' } }),
    enabled: Boolean(jobId && employerId),
  });
  const title = jobId ? 'Edit job' : 'Post a job';

  if (!permissions.manageJobs) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        <EmptyState
          icon={Lock}
          title="You can read jobs but not change them"
          text="Only owners and admins of this company can post and edit jobs. Ask an owner if you need to."
          action={
            <Button asChild variant="outline">
              <PreloadLink to={jobsHref}>Back to jobs</PreloadLink>
            </Button>
          }
        />
      </div>
    );
  }

  if (!jobId) {
    return <JobForm key="new" employerId={employerId} jobDetailsHref={jobDetailsHref} jobsHref={jobsHref} />;
  }
  if (job.isPending) return <JobFormSkeleton title={title} />;
  if (job.isError) {
    const notFound = isProblem(job.error) && job.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        {notFound ? (
          <EmptyState
            icon={FileQuestion}
            title="This job doesn't exist"
            text="It may have been deleted, or the link is wrong."
            action={
              <Button asChild variant="outline">
                <PreloadLink to={jobsHref}>Back to jobs</PreloadLink>
              </Button>
            }
          />
        ) : (
          <QueryErrorAlert title="We couldn't load this job." error={job.error} onRetry={() => void job.refetch()} />
        )}
      </div>
    );
  }
  return <JobForm key={job.data.id} employerId={employerId} job={job.data} jobDetailsHref={jobDetailsHref} jobsHref={jobsHref} />;
}

function JobFormSkeleton({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading the job…</span>
        <Skeleton rounded="xl" className="h-[420px]" />
        <Skeleton rounded="xl" className="h-[220px]" />
        <Skeleton rounded="xl" className="h-[160px]" />
      </div>
    </div>
  );
}

interface JobFormProps {
  employerId: string;
  job?: EmployerJobDetail;
  jobDetailsHref: (id: string) => string;
  jobsHref: string;
}

function JobForm({ employerId, job, jobDetailsHref, jobsHref }: JobFormProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const go = useSafeNavigate();
  // Set once saved: the guard stands down and an effect leaves for the job's page.
  const [savedId, setSavedId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: job ? jobToFormValues(job) : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const salary = useWatch({ control: form.control, name: 'salary' });
  useLeaveGuard(isDirty && !isSubmitting && savedId === null);
  useEffect(() => {
    if (savedId) go(jobDetailsHref(savedId));
  }, [savedId, go, jobDetailsHref]);

  const create = useMutation(createEmployerJobMutation());
  const update = useMutation(updateEmployerJobMutation());

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = formValuesToJobInput(values);
    try {
      const saved = job
        ? await update.mutateAsync({ path: { employerId, jobId: job.id }, body })
        : await create.mutateAsync({ path: { employerId }, body });
      queryClient.setQueryData(getEmployerJobQueryKey({ path: { employerId, jobId: saved.id } }), saved);
      void invalidateJobLists(queryClient, employerId);
      void notify(job ? 'Changes saved' : 'Job saved as a draft', {
        severity: 'success',
        detail: job ? undefined : 'Publish it from its page when it is ready.',
      });
      setSavedId(saved.id);
    } catch (error) {
      const { placed, other } = applyFieldErrors(error, FIELDS, form.setError);
      if (placed.length === 0 || other.length > 0) {
        setFormError(other.join(' ') || problemMessage(error, `We couldn't save the job. ${failureMessage(error)}`));
      } else {
        setFormError('Some fields need your attention.');
      }
    }
  });

  const heading = job ? 'Edit job' : 'Post a job';
  const salaryError = errors.salary?.message ?? errors.salary?.root?.message;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={heading}
        description={job ? job.title : 'New jobs are saved as drafts. You publish them from the job page.'}
      />
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={heading}>
        {formError && (
          <Alert variant="destructive">
            <AlertTitle>The job was not saved.</AlertTitle>
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}

        <Card>
          <h2 className="text-lg font-semibold">Basics</h2>
          <FormField label="Job title" required error={errors.title?.message}>
            <Input autoComplete="off" maxLength={200} {...form.register('title')} />
          </FormField>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormField label="Description" required error={errors.description?.message}>
                {(control) => (
                  <RichTextEditor
                    {...control}
                    aria-labelledby={formFieldLabelId(control.id)}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    rows={12}
                    placeholder="What the role is about, what the person will do, what they bring, what you offer."
                  />
                )}
              </FormField>
            )}
          />
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">Role</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <EnumSelect control={form.control} name="employment_type" label="Employment type" labels={employmentTypeLabels} error={errors.employment_type?.message} />
            <EnumSelect control={form.control} name="workplace_type" label="Workplace" labels={workplaceTypeLabels} error={errors.workplace_type?.message} />
            <EnumSelect control={form.control} name="seniority" label="Seniority" labels={seniorityLabels} error={errors.seniority?.message} />
          </div>
          <Controller
            control={form.control}
            name="location_ids"
            render={({ field }) => (
              <FormField
                label="Locations"
                required
                error={errors.location_ids?.message}
                description="Where the job is, or for remote jobs where you can hire."
              >
                {(control) => (
                  <LocationPicker
                    {...control}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    knownLocations={job?.locations}
                  />
                )}
              </FormField>
            )}
          />
        </Card>

        <Card>
          <fieldset className="flex flex-col gap-4" aria-describedby={salaryError ? `${formId}-salary-error` : undefined}>
            <legend className="text-lg font-semibold">Salary</legend>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${formId}-show-salary`}
                checked={salary !== null}
                onCheckedChange={(checked) =>
                  form.setValue('salary', checked === true ? { ...NEW_SALARY } : null, { shouldDirty: true, shouldValidate: false })
                }
              />
              <Label htmlFor={`${formId}-show-salary`}>Show a salary range</Label>
            </div>
            {salary !== null && (
              <div className="grid gap-4 sm:grid-cols-4">
                <AmountField control={form.control} name="salary.min" label="Minimum" error={errors.salary?.min?.message} />
                <AmountField control={form.control} name="salary.max" label="Maximum" error={errors.salary?.max?.message} />
                <Controller
                  control={form.control}
                  name="salary.currency"
                  render={({ field }) => (
                    <FormField label="Currency" required error={errors.salary?.currency?.message}>
                      {(control) => (
                        <Select value={field.value} onValueChange={field.onChange}>
                          <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                            <SelectValue placeholder="Currency" />
                          </SelectTrigger>
                          <SelectContent>
                            {CURRENCIES.map((code) => (
                              <SelectItem key={code} value={code}>
                                {code}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    </FormField>
                  )}
                />
                <Controller
                  control={form.control}
                  name="salary.period"
                  render={({ field }) => (
                    <FormField label="Period" required error={errors.salary?.period?.message}>
                      {(control) => (
                        <Select value={field.value} onValueChange={field.onChange}>
                          <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {Object.entries(salaryPeriodLabels).map(([value, label]) => (
                              <SelectItem key={value} value={value}>
                                {label}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    </FormField>
                  )}
                />
              </div>
            )}
            {salaryError && (
              <p id={`${formId}-salary-error`} className="text-sm text-destructive">
                {salaryError}
              </p>
            )}
          </fieldset>
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">More</h2>
          <Controller
            control={form.control}
            name="skills"
            render={({ field }) => (
              <FormField label="Skills" error={errors.skills?.message ?? errors.skills?.root?.message} description="Press Enter after each skill.">
                {(control) => <SkillsInput {...control} ref={field.ref} schema={jobFormSchema.shape.skills} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="valid_through"
            render={({ field }) => (
              <FormField
                label="Applications close on"
                error={errors.valid_through?.message}
                description="Optional. The job stops taking applications after this day."
                className="max-w-xs"
              >
                <Input
                  type="date"
                  ref={field.ref}
                  name={field.name}
                  value={toDateInput(field.value)}
                  onChange={(e) => field.onChange(fromDateInput(e.target.value))}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
        </Card>

        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner label="Saving" tone="inherit" />}
            {job ? 'Save changes' : 'Save as draft'}
          </Button>
          <Button asChild variant="outline">
            <PreloadLink to={job ? jobDetailsHref(job.id) : jobsHref}>Cancel</PreloadLink>
          </Button>
        </div>
      </form>
    </div>
  );
}

type EnumName = 'employment_type' | 'workplace_type' | 'seniority';

function EnumSelect<N extends EnumName>({
  control,
  name,
  label,
  labels,
  error,
}: {
  control: ReturnType<typeof useForm<JobFormValues>>['control'];
  name: N;
  label: string;
  labels: Record<JobFormValues[N], string>;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} required error={error}>
          {(props) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.entries(labels) as [string, string][]).map(([value, text]) => (
                  <SelectItem key={value} value={value}>
                    {text}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}

function AmountField({
  control,
  name,
  label,
  error,
}: {
  control: ReturnType<typeof useForm<JobFormValues>>['control'];
  name: 'salary.min' | 'salary.max';
  label: string;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} required error={error}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            ref={field.ref}
            name={field.name}
            value={Number.isFinite(field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
