import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { readConsent, recordConsent, startAnalytics, type Consent } from '@/lib/analytics';
import { paths } from '@/config/paths';

/**
 * Asks once for analytics consent, and only when analytics are configured. The choice is kept
 * in a cookie; accepting loads the tag manager right away.
 */
export function ConsentBanner({ gtmId }: { gtmId: string }) {
  const [choice, setChoice] = useState<Consent | null>(() => readConsent());
  if (!gtmId || choice) return null;

  const decide = (consent: Consent) => {
    recordConsent(consent);
    setChoice(consent);
    startAnalytics(gtmId, consent);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col gap-3 rounded-xl border bg-card p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm">
        We'd like to use analytics cookies to understand how the site is used. You can say no; the
        site works the same.{' '}
        <Link to={paths.privacyPolicy()} className="underline">
          Privacy Policy
        </Link>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => decide('denied')}>
          Decline
        </Button>
        <Button onClick={() => decide('granted')}>Accept</Button>
      </div>
    </section>
  );
}
