import { applicationStageLabels } from '@generated/rules.gen';
import type { ApplicationStage } from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';

/**
 * An application's stage as the candidate reads it. The words are the contract's `x-labels` of
 * ApplicationStage (the application-update email uses the same ones): Submitted, In review,
 * Interviewing, Offer made, Hired, Not selected, Withdrawn.
 */
export const stageLabel = (stage: ApplicationStage): string => applicationStageLabels[stage];

/** Every stage, in the contract's order (the applied-jobs filter). */
export const STAGES = Object.keys(applicationStageLabels) as ApplicationStage[];

const stageVariant: Record<
  ApplicationStage,
  'secondary' | 'outline' | 'success' | 'destructive' | 'default'
> = {
  submitted: 'outline',
  in_review: 'secondary',
  interviewing: 'default',
  offered: 'success',
  hired: 'success',
  not_selected: 'destructive',
  withdrawn: 'outline',
};

export function StageBadge({
  stage,
  size,
  className,
}: {
  stage: ApplicationStage;
  size?: 'md';
  className?: string;
}) {
  return (
    <Badge variant={stageVariant[stage]} size={size} className={className}>
      <span className="sr-only">Stage: </span>
      {stageLabel(stage)}
    </Badge>
  );
}
