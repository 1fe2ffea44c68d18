import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@/lib/validation';
import type { EmployerJobDetail, JobInput, Location } from '@generated/types.gen';
import { zJobInput } from '@generated/zod.gen';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { PageHeader } from '@/components/page-header';
import { PreloadLink } from '@/components/preload-link';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { SKILLS_HINT, SkillsInput } from '@/components/skills-input/skills-input';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormControlField, FormSelectField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSafeNavigate } from '@/lib/navigation';
import { saveErrorMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { formatDate } from '@/lib/format/date';
import {
  EMPTY_JOB,
  JOB_FORM_FIELDS,
  jobFormNames,
  jobFormSchemaFor,
  jobToFormValues,
  questionFields,
  withRemovedQuestions,
  type JobFormValues,
} from './job-form-schema';
import { JobQuestionsFieldset } from './job-questions-fieldset';
import { JobSalaryFieldset } from './job-salary-fieldset';
import { useCreateJob, useUpdateJob } from './api';
import {
  employmentTypeLabels,
  labelOptions,
  seniorityLabels,
  workplaceTypeLabels,
} from '@/lib/format/labels';

const EMPLOYMENT_TYPES = labelOptions(employmentTypeLabels);
const WORKPLACE_TYPES = labelOptions(workplaceTypeLabels);
const SENIORITIES = labelOptions(seniorityLabels);

/** 'YYYY-MM-DD' of an ISO time (UTC), for a date input. */
const toDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** A closing date means "until the end of that day" (UTC). */
const fromDateInput = (date: string) => (date ? `${date}T23:59:59Z` : null);

export interface JobFormProps {
  employerId: string;
  /** The job to edit; omitted to create one. */
  job?: EmployerJobDetail;
}

/** The job's fields; saves, then leaves for the job's page. Asks before leaving unsaved changes. */
export function JobForm({ employerId, job }: JobFormProps) {
  const formId = useId();
  const go = useSafeNavigate();
  // Set once saved: the guard stands down and an effect leaves for the job's page.
  const [savedId, setSavedId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The saved closing date stays allowed once over (the job is edited, not re-dated).
  const [schema] = useState(() => jobFormSchemaFor(job?.valid_through ?? null));
  const form = useForm<JobFormValues, unknown, JobInput>({
    resolver: zodResolver(schema, jobFormNames),
    defaultValues: job ? jobToFormValues(job) : EMPTY_JOB,
  });
  const { control } = form;
  // The places of the chosen locations (the job's own, then each one picked), for the pay laws.
  const [knownLocations, setKnownLocations] = useState<readonly Location[]>(job?.locations ?? []);
  const locationIds = useWatch({ control, name: 'location_ids' });
  const chosenLocations = knownLocations.filter((l) => locationIds.includes(l.id));
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting && savedId === null, 'your changes to this job');
  useEffect(() => {
    if (savedId) go(paths.employer.jobDetails(savedId));
  }, [savedId, go]);

  const create = useCreateJob(employerId);
  const update = useUpdateJob(employerId);

  // `body` is what the rules checked: the values as the contract's JobInput. Awaited: the form
  // stays submitting until the server answers (decision 009).
  const onSubmit = form.handleSubmit(async (checked) => {
    const body = withRemovedQuestions(checked, job);
    setFormError(null);
    try {
      const saved = job
        ? await update.mutateAsync({ path: { employerId, jobId: job.id }, body })
        : await create.mutateAsync({ path: { employerId }, body });
      void notify(job ? 'Changes saved' : 'Job saved as a draft', {
        severity: 'success',
        detail: job ? undefined : 'Publish it from its page when it is ready.',
      });
      setSavedId(saved.id);
    } catch (error) {
      setFormError(
        saveErrorMessage(
          error,
          [
            ...JOB_FORM_FIELDS,
            ...form.getValues('questions').flatMap((_q, i) => questionFields(i)),
          ],
          form.setError,
          {
            failed: "We couldn't save the job.",
            allPlaced: 'Some fields need your attention.',
          },
        ),
      );
    }
  });

  const heading = job ? 'Edit job' : 'Post a job';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={heading}
        description={
          job ? job.title : 'New jobs are saved as drafts. You publish them from the job page.'
        }
      />
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
        aria-label={heading}
      >
        {formError && (
          <Alert variant="destructive">
            <AlertTitle>The job was not saved.</AlertTitle>
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}

        <Card>
          <h2 className="text-lg font-semibold">Basics</h2>
          <FormControlField control={control} name="title" label="Job title" required>
            {(field, props) => <Input {...props} {...field} autoComplete="off" />}
          </FormControlField>
          <RichTextField
            control={control}
            name="description"
            label="Description"
            required
            rows={12}
            placeholder="What the role is about, what the person will do, what they bring, what you offer."
          />
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">Role</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormSelectField
              control={control}
              name="employment_type"
              label="Employment type"
              required
              options={EMPLOYMENT_TYPES}
            />
            <FormSelectField
              control={control}
              name="workplace_type"
              label="Workplace"
              required
              options={WORKPLACE_TYPES}
            />
            <FormSelectField
              control={control}
              name="seniority"
              label="Seniority"
              required
              options={SENIORITIES}
            />
          </div>
          <FormControlField
            control={control}
            name="location_ids"
            label="Locations"
            required
            description="Where the job is, or for remote jobs where you can hire."
          >
            {(field, props) => (
              <LocationPicker
                {...props}
                {...field}
                knownLocations={job?.locations}
                onLocationPicked={(picked) =>
                  setKnownLocations((list) => [...list.filter((l) => l.id !== picked.id), picked])
                }
              />
            )}
          </FormControlField>
        </Card>

        <Card>
          <JobSalaryFieldset control={control} locations={chosenLocations} />
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">More</h2>
          <FormControlField
            control={control}
            name="skills"
            label="Skills"
            description={SKILLS_HINT}
          >
            {(field, props) => (
              <SkillsInput
                {...props}
                ref={field.ref}
                schema={zJobInput.shape.skills}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormControlField>
          <FormControlField
            control={control}
            name="valid_through"
            label="Applications close on"
            description="Optional. The job stops taking applications after this day."
            className="max-w-sm"
          >
            {(field, props) => (
              <div className="flex items-center gap-3">
                <div className="w-44 shrink-0">
                  <Input
                    {...props}
                    type="date"
                    ref={field.ref}
                    name={field.name}
                    value={toDateInput(field.value)}
                    onChange={(e) => field.onChange(fromDateInput(e.target.value))}
                    onBlur={field.onBlur}
                  />
                </div>
                {/* The day in the app's one date format ("Jan 4, 2027"), whatever the browser's
                    input shows (decision 012 rule 5). The day is a UTC day (fromDateInput). */}
                <output
                  htmlFor={props.id}
                  data-slot="date-readout"
                  className="text-sm font-medium text-muted-foreground"
                >
                  {formatDate(field.value, { timeZone: 'UTC' })}
                </output>
              </div>
            )}
          </FormControlField>
        </Card>

        <Card>
          <JobQuestionsFieldset control={control} />
        </Card>

        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner label="Saving" tone="inherit" />}
            {job ? 'Save changes' : 'Save as draft'}
          </Button>
          <PreloadLink
            className={buttonVariants({ variant: 'outline' })}
            to={job ? paths.employer.jobDetails(job.id) : paths.employer.jobs()}
          >
            Cancel
          </PreloadLink>
        </div>
      </form>
    </div>
  );
}
