import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { dataRetention } from '@generated/rules.gen';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import type { ApplyChecked, ApplyValues } from './apply-schema';

export interface ApplyPrivacyProps {
  control: Control<ApplyValues, unknown, ApplyChecked>;
  employerName: string;
  /** The company's period (the contract's Job.retention_months; its default when absent). */
  retentionMonths?: number;
  disabled?: boolean;
}

/**
 * The apply form's privacy notice and the optional consent to be kept for future roles
 * (docs/product.md §4, Data retention; the contract's `x-data-retention` and
 * ApplicationSubmit.keep_for_future_roles): who receives the application and how long it is kept.
 */
export function ApplyPrivacy({
  control,
  employerName,
  retentionMonths = dataRetention.default_months,
  disabled,
}: ApplyPrivacyProps) {
  const consent = useController({ control, name: 'keep_for_future_roles' }).field;
  const id = useId();
  const consentMonths = Math.max(retentionMonths, dataRetention.consent_months);
  return (
    <div className="flex flex-col gap-3 rounded-md border bg-muted/30 p-3 text-sm">
      <p id={`${id}-notice`}>
        <strong>Your privacy:</strong> {employerName} receives your application. If it does not lead
        to a job, {employerName} keeps it for {retentionMonths} months after the last change, then
        your personal data is deleted. We email you {dataRetention.notice_days} days before.{' '}
        <Link
          to={paths.privacyPolicy()}
          target="_blank"
          className="font-medium text-primary underline underline-offset-2"
        >
          Privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </p>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-consent`}
          className="mt-0.5"
          checked={consent.value === true}
          onCheckedChange={(on) => consent.onChange(on === true)}
          disabled={disabled}
          aria-describedby={`${id}-consent-hint`}
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={`${id}-consent`}>
            Keep my application for future roles at {employerName}
          </Label>
          <p id={`${id}-consent-hint`} className="text-muted-foreground">
            Optional. {employerName} may contact you about other jobs and keeps your application for{' '}
            {consentMonths} months after it ends.
          </p>
        </div>
      </div>
    </div>
  );
}
