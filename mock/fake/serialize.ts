// Date-times as Django REST framework writes them: in the server's current time zone (TIME_ZONE,
// with USE_TZ), with that zone's offset, and microseconds when there are any. The store keeps UTC;
// answers are converted on the way out, so one setting shows the app `Z` or `+01:00`.

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?Z$/;

const pad = (n: number, width = 2) => String(Math.abs(Math.trunc(n))).padStart(width, '0');

/** `2025-11-18T09:00:00.123456Z` in Europe/Berlin is `2025-11-18T10:00:00.123456+01:00`. */
export function inTimeZone(iso: string, timeZone: string): string {
  const m = DATE_TIME.exec(iso);
  if (!m || timeZone === 'UTC') return iso;
  const instant = new Date(`${m[1]}Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  const offset = Math.round((wall - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${m[2] ?? ''}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** Every date-time string in an answer, in the given zone. */
export function localizeDates<V>(value: V, timeZone: string): V {
  if (timeZone === 'UTC') return value;
  if (typeof value === 'string') return inTimeZone(value, timeZone) as V;
  if (Array.isArray(value)) return value.map((v) => localizeDates(v, timeZone)) as V;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, localizeDates(v, timeZone)]),
    ) as V;
  }
  return value;
}
