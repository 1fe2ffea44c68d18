import { describe, expect, it } from 'vitest';
import { problemBody } from '@/test/mock-api';
import { jobDeleteRefusal, jobStatusRefusal } from './job-actions';

const closingDatePassed = problemBody(400, {
  detail: 'This job cannot be published.',
  code: 'validation_error',
  errors: { status: ['The closing date has passed; edit valid_through first.'] },
});

describe('job action refusals, in our words', () => {
  it('explains a publish refused for the closing date without the server text', () => {
    expect(jobStatusRefusal(closingDatePassed, 'published')).toBe(
      "A job past its closing date can't be published. Change the closing date first.",
    );
  });

  it('names the status for other refused moves and the role for a 403', () => {
    expect(jobStatusRefusal(problemBody(400), 'closed')).toBe(
      "This job can't be moved to Closed right now.",
    );
    expect(jobStatusRefusal(problemBody(403, { detail: 'Forbidden.' }), 'closed')).toBe(
      "Only owners and admins can change a job's status.",
    );
  });

  it('puts a server error on our side, not on the connection', () => {
    expect(jobStatusRefusal(problemBody(500, { detail: 'KeyError: status' }), 'published')).toBe(
      'Something went wrong on our side. Try again in a moment.',
    );
    expect(jobDeleteRefusal(problemBody(502))).toBe(
      'Something went wrong on our side. Try again in a moment.',
    );
  });

  it('says what to do with a job that has applications, not the server text', () => {
    const conflict = problemBody(409, {
      code: 'job_has_applications',
      detail: 'This job has 3 applications. Close or archive it instead.',
    });
    expect(jobDeleteRefusal(conflict)).toBe('Close or archive it instead.');
    expect(jobDeleteRefusal(problemBody(403))).toBe('Only owners and admins can delete jobs.');
    expect(jobDeleteRefusal(new TypeError('Failed to fetch'))).toBe(
      'Check your connection and try again.',
    );
  });
});
