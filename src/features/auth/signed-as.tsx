import { Button } from '@/components/ui/button';

/** 'Signing up as:' / 'Signing in as:' the email, with the 'Not you?' reset. */
export function SignedAs({
  label,
  email,
  onNotYou,
}: {
  label: string;
  email: string | null;
  onNotYou: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      <span>
        {label} {email && <strong className="font-semibold text-foreground">{email}</strong>}
      </span>
      <Button variant="link" size="inline" onClick={onNotYou}>
        Not you?
      </Button>
    </p>
  );
}
