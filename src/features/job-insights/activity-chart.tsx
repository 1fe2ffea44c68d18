import { useId } from 'react';
import type { JobStats } from '@generated/types.gen';
import { formatDate } from '@/lib/format/date';
import { dateTimeFormat } from '@/lib/format/intl';

/** The API's days are UTC calendar days (the contract says so): shown as such. */
const dayLabel = (date: string) => formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC' });
const shortDay = (date: string) =>
  dateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentence a screen reader hears for the chart, and everyone reads under it. */
function chartSummary(stats: JobStats): string {
  const applications = stats.days.reduce((n, d) => n + d.applications, 0);
  const views = stats.days.reduce((n, d) => n + d.views, 0);
  const head = `Last 30 days: ${plural(views, 'view', 'views')}, ${plural(applications, 'application', 'applications')}`;
  if (applications === 0) return `${head}.`;
  const busiest = stats.days.reduce((best, d) => (d.applications > best.applications ? d : best));
  return `${head}; the most applications on ${dayLabel(busiest.date)} (${busiest.applications}).`;
}

const WIDTH = 300;
const HEIGHT = 80;
const SLOT = WIDTH / 30;

/**
 * Applications per day over the last 30 days as bars (an SVG image with a text alternative), and
 * the numbers of every day, views too, in a table behind "Show as table".
 */
export function ActivityChart({ stats }: { stats: JobStats }) {
  const titleId = useId();
  const descId = useId();
  const peak = Math.max(0, ...stats.days.map((d) => d.applications));
  const max = Math.max(1, peak);
  const summary = chartSummary(stats);
  const first = stats.days[0];
  const last = stats.days[stats.days.length - 1];
  return (
    <div className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-20 w-full text-primary"
      >
        <title id={titleId}>Applications per day</title>
        <desc id={descId}>{summary}</desc>
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-border"
          strokeWidth={1}
        />
        {stats.days.map((d, i) => {
          const h = (d.applications / max) * (HEIGHT - 4);
          return d.applications > 0 ? (
            <rect
              key={d.date}
              x={i * SLOT + 1.5}
              y={HEIGHT - h}
              width={SLOT - 3}
              height={h}
              rx={1}
              className="fill-current"
            />
          ) : null;
        })}
      </svg>
      {first && last && (
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{shortDay(first.date)}</span>
          {peak > 0 && <span>Most in a day: {peak}</span>}
          <span>{shortDay(last.date)}</span>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{summary}</p>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Show as table
        </summary>
        <div className="mt-2 rounded-md border">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              Views and applications per day, last 30 days (UTC)
            </caption>
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  Day (UTC)
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  Applications
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.days.map((d) => (
                <tr key={d.date} className="border-t">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    <time dateTime={d.date}>{dayLabel(d.date)}</time>
                  </th>
                  <td className="px-3 py-1 text-right">{d.views}</td>
                  <td className="px-3 py-1 text-right">{d.applications}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
