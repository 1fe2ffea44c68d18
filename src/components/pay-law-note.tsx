import Scale from 'lucide-react/icons/scale';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { payLawSummary, type PayLaw } from '@/lib/pay-transparency';

/**
 * The pay-transparency laws a job's locations fall under (the contract's `x-pay-transparency`),
 * what each asks, and what the job still lacks to be published (`payLawGaps`, the server's words).
 */
export function PayLawNote({
  id,
  laws,
  gaps,
}: {
  id: string;
  laws: readonly PayLaw[];
  gaps: readonly string[];
}) {
  return (
    <Alert id={id} role="note" data-slot="pay-law-note">
      <Scale aria-hidden="true" />
      <AlertTitle>Pay transparency law applies to this job</AlertTitle>
      <AlertDescription>
        <div className="flex flex-col gap-2">
          <ul className="list-disc pl-4">
            {laws.map((law) => (
              <li key={law.id}>{payLawSummary(law)}</li>
            ))}
          </ul>
          {gaps.length > 0 && (
            <>
              <p id={`${id}-gaps`} className="font-medium">
                Before publishing
              </p>
              <ul aria-labelledby={`${id}-gaps`} className="flex list-disc flex-col gap-1 pl-4">
                {gaps.map((gap) => (
                  <li key={gap}>{gap}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}
