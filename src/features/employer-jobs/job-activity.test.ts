import { describe, expect, it } from 'vitest';
import { anEmployerJob } from '@/test/factories';
import { activitySummary, statusBreakdown } from './job-activity';

/** A new draft (no views, no applications) with `views` views and the applications `by` status. */
const job = (views: number, by: Partial<Record<string, number>>) => {
  const applications_by_status = { ...anEmployerJob().applications_by_status, ...by };
  return anEmployerJob({
    views_count: views,
    applications_count: Object.values(applications_by_status).reduce((a, b) => a + b, 0),
    applications_by_status,
  });
};

describe('a job’s activity in words', () => {
  it('says views and applications, and how many are new', () => {
    expect(activitySummary(job(124, { submitted: 3, in_review: 2, rejected: 3 }))).toBe(
      '124 views · 8 applications (3 new)',
    );
    expect(activitySummary(job(1, { hired: 1 }))).toBe('1 view · 1 application');
    expect(activitySummary(job(0, {}))).toBe('0 views · 0 applications');
    expect(activitySummary(job(1480, {}))).toBe('1,480 views · 0 applications');
  });

  it('lists the statuses that hold applications, in pipeline order', () => {
    expect(statusBreakdown(job(0, { rejected: 2, submitted: 3, in_review: 1 }))).toBe(
      '3 new · 1 in review · 2 rejected',
    );
    expect(statusBreakdown(job(5, {}))).toBe('');
  });
});
