import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { PayLawNote } from '@/components/pay-law-note';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldErrorMessage, FormControlField, FormSelectField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { NumberInput } from '@/components/ui/number-input';
import { Textarea } from '@/components/ui/textarea';
import { labelOptions } from '@/lib/format/labels';
import { CURRENCIES, salaryPeriodLabels } from '@/lib/format/salary';
import { payLawGaps, payLawsOf, payLawsWantBenefits } from '@/lib/pay-transparency';
import type { JobInput, Location } from '@generated/types.gen';
import { NEW_SALARY, type JobFormValues } from './job-form-schema';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));
const PERIOD_OPTIONS = labelOptions(salaryPeriodLabels);

/**
 * "Show a salary range", then the range: minimum, maximum, currency and period; the benefits. As
 * soon as a chosen location is under a pay-transparency law (the contract's `x-pay-transparency`),
 * a note under the range names the law, what it asks, and what this job still lacks to be
 * published, in the words the server refuses with.
 */
export function JobSalaryFieldset({
  control,
  locations,
}: {
  control: Control<JobFormValues, unknown, JobInput>;
  /** The chosen locations (those whose place is known). */
  locations: readonly Pick<Location, 'country_code' | 'region' | 'city'>[];
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'salary' });
  // Watched, not the controller's value: typing a minimum changes `salary.min` in place, which the
  // controller of `salary` does not re-render for, so the law's note would lag a keystroke behind.
  const [salary, benefits, questions] = useWatch({
    control,
    name: ['salary', 'benefits', 'questions'],
  });
  const error = fieldErrorMessage(fieldState.error);
  const laws = payLawsOf(locations);
  const gaps = payLawGaps({ salary, benefits: benefits ?? null, questions }, laws);
  const describedBy = [error && `${id}-error`, laws.length > 0 && `${id}-law`].filter(Boolean);
  return (
    <fieldset
      className="flex flex-col gap-4"
      aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
    >
      <legend className="text-lg font-semibold">Salary</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-show`}
          checked={field.value !== null}
          onCheckedChange={(checked) => field.onChange(checked === true ? { ...NEW_SALARY } : null)}
        />
        <Label htmlFor={`${id}-show`}>Show a salary range</Label>
      </div>
      {field.value !== null && (
        <div className="grid items-start gap-4 sm:grid-cols-4">
          <AmountField control={control} name="salary.min" label="Minimum" />
          <AmountField control={control} name="salary.max" label="Maximum" />
          <FormSelectField
            control={control}
            name="salary.currency"
            label="Currency"
            required
            options={CURRENCY_OPTIONS}
            placeholder="Currency"
          />
          <FormSelectField
            control={control}
            name="salary.period"
            label="Period"
            required
            options={PERIOD_OPTIONS}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {laws.length > 0 && <PayLawNote id={`${id}-law`} laws={laws} gaps={gaps} />}
      <FormControlField
        control={control}
        name="benefits"
        label="Benefits"
        description={
          payLawsWantBenefits(laws)
            ? 'Needed to publish this job: a general description of the benefits (health, retirement, time off…).'
            : 'Optional. A general description of the benefits (health, retirement, time off…).'
        }
      >
        {(benefitsField, props) => (
          <Textarea
            {...props}
            ref={benefitsField.ref}
            name={benefitsField.name}
            rows={3}
            value={benefitsField.value ?? ''}
            onChange={(e) => benefitsField.onChange(e.target.value)}
            onBlur={benefitsField.onBlur}
          />
        )}
      </FormControlField>
    </fieldset>
  );
}

/** A number input whose empty state is NaN (the rules say "Enter the minimum salary"). */
function AmountField({
  control,
  name,
  label,
}: {
  control: Control<JobFormValues, unknown, JobInput>;
  name: 'salary.min' | 'salary.max';
  label: string;
}) {
  return (
    <FormControlField control={control} name={name} label={label} required>
      {({ value, onChange, ...field }, props) => (
        <NumberInput
          {...props}
          {...field}
          min={0}
          value={value}
          onValueChange={onChange}
          empty={NaN}
        />
      )}
    </FormControlField>
  );
}
