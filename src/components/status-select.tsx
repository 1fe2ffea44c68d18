import type { Ref } from 'react';
import { OptionSelect } from '@/components/ui/select';
import { useDeferredPick } from '@/hooks/use-deferred-pick';
import { cn } from '@/lib/utils';

/**
 * A status select whose moves the server may refuse and the user may be asked to confirm (a job's
 * status, an application's): every status in order, each one the current status cannot move to
 * disabled with its reason after its name; a pick is acted on once the select has closed
 * (useDeferredPick, decision 012 rule 4).
 */
export function StatusSelect<S extends string>({
  value,
  statuses,
  labels,
  blockedBy,
  onPick,
  label,
  disabled,
  className,
  ref,
}: {
  value: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** Why the current status cannot move to `status` (null: it can). */
  blockedBy: (status: S) => string | null;
  onPick: (status: S) => void;
  /** The select's accessible name ('Status of Data Engineer'). */
  label: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const pick = useDeferredPick<S>(onPick);
  return (
    <OptionSelect
      ref={ref}
      size="sm"
      aria-label={label}
      className={cn('w-36', className)}
      value={value}
      disabled={disabled}
      onValueChange={pick.onValueChange}
      onCloseAutoFocus={pick.onCloseAutoFocus}
      options={statuses.map((status) => {
        const blocked = blockedBy(status);
        return {
          value: status,
          label: blocked ? `${labels[status]} (${blocked})` : labels[status],
          disabled: blocked !== null,
        };
      })}
    />
  );
}
