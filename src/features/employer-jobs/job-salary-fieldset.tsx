import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControlField, FormSelectField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { JobInput } from '@generated/types.gen';
import { NEW_SALARY, type JobFormValues } from './job-form-schema';
import { CURRENCIES, labelOptions, salaryPeriodLabels } from './labels';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));
const PERIOD_OPTIONS = labelOptions(salaryPeriodLabels);

/** "Show a salary range", then the range: minimum, maximum, currency and period. */
export function JobSalaryFieldset({
  control,
}: {
  control: Control<JobFormValues, unknown, JobInput>;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'salary' });
  const error = fieldState.error?.message ?? fieldState.error?.root?.message;
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
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
      {(field, props) => (
        <Input
          {...props}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          ref={field.ref}
          name={field.name}
          value={Number.isFinite(field.value) ? field.value : ''}
          onChange={(e) =>
            field.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)
          }
          onBlur={field.onBlur}
        />
      )}
    </FormControlField>
  );
}
