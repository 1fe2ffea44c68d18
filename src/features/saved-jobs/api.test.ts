import { describe, expect, it } from 'vitest';
import { savedJobError, savedJobsPage } from './api';

const problem = (status: number, code: string) => ({
  type: 'https://api.jobboard.example/problems/conflict',
  title: 'Conflict',
  status,
  detail: 'x',
  code,
});

describe('saved jobs: what a refusal says', () => {
  it('names the limit, a closed job and a gone one in words; anything else asks to try again', () => {
    expect(savedJobError(problem(409, 'saved_jobs_limit'), true)).toBe(
      "You've saved as many jobs as you can. Remove one from Saved jobs to save another.",
    );
    expect(savedJobError(problem(409, 'job_closed'), true)).toBe(
      'This job no longer accepts applications.',
    );
    expect(savedJobError(problem(404, 'not_found'), true)).toBe('This job is no longer available.');
    expect(savedJobError(new TypeError('Failed to fetch'), true)).toBe(
      "Couldn't save the job. Try again.",
    );
    expect(savedJobError(problem(500, 'server_error'), false)).toBe(
      "Couldn't remove the saved job. Try again.",
    );
  });

  it('reads ?page= (1 when missing or not a page)', () => {
    expect(savedJobsPage(new URLSearchParams('page=3'))).toBe(3);
    expect(savedJobsPage(new URLSearchParams('page=x'))).toBe(1);
    expect(savedJobsPage(new URLSearchParams(''))).toBe(1);
  });
});
