/**
 * A wait in words, for a throttled answer's `Retry-After` (`retryAfterSeconds`): one place, so
 * every "you can … again in …" reads the same (the magic link's Resend, an invitation's resend).
 */

/** Rounded up: '45 seconds', '1 minute', '12 minutes', '1 hour', '2 hours'. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}
