import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, fieldMessage, formErrorAfterFields, firstFieldMessage, flattenFieldErrors, isProblem, problemCode, problemMessage, splitFieldErrors } from './problem';

const problem = (extra: Record<string, unknown> = {}) => ({
  type: 'https://api.jobboard.example/problems/validation-error',
  title: 'Invalid request',
  status: 400,
  detail: 'Some fields are invalid.',
  code: 'validation_error',
  ...extra,
});

describe('problem helpers', () => {
  it('recognises problem bodies and nothing else', () => {
    expect(isProblem(problem())).toBe(true);
    expect(isProblem(new Error('VALIDATION_ERROR'))).toBe(false);
    expect(isProblem(null)).toBe(false);
    expect(isProblem('oops')).toBe(false);
  });

  it('uses the detail for 4xx and the fallback for 5xx and non-problems', () => {
    expect(problemMessage(problem({ status: 409, detail: 'Already in this team.' }), 'fallback')).toBe('Already in this team.');
    expect(problemMessage(problem({ status: 500, detail: 'Traceback…' }), 'Try again later.')).toBe('Try again later.');
    expect(problemMessage(new Error('VALIDATION_ERROR'), 'Try again later.')).toBe('Try again later.');
  });

  it('reads the code, optionally only for a status', () => {
    expect(problemCode(problem({ status: 409, code: 'last_owner' }), 409)).toBe('last_owner');
    expect(problemCode(problem({ status: 409, code: 'last_owner' }), 400)).toBeUndefined();
    expect(problemCode({}, 409)).toBeUndefined();
  });

  it('splits field errors into form fields (with aliases) and the rest', () => {
    const error = problem({
      errors: { title: ['Too short.', 'Really.'], headquarters_id: ['Unknown location.'], non_field_errors: ['Nope.'] },
    });
    expect(splitFieldErrors(error, ['title', 'headquarters'] as const, { headquarters_id: 'headquarters' })).toEqual({
      fields: { title: 'Too short. Really.', headquarters: 'Unknown location.' },
      other: ['Nope.'],
    });
  });

  it('flattens nested errors (objects and list items) to field paths', () => {
    expect(
      flattenFieldErrors({
        links: { github: ['Enter a valid URL.'] },
        location_ids: { '2': ['Unknown location id.'] },
        salary: { max: ['Too high.'] },
        title: ['Too short.'],
      }),
    ).toEqual({
      'links.github': ['Enter a valid URL.'],
      'location_ids.2': ['Unknown location id.'],
      'salary.max': ['Too high.'],
      title: ['Too short.'],
    });
  });

  it('places nested errors under the deepest form field that exists', () => {
    const error = problem({
      errors: { links: { github: ['Bad URL.'] }, location_ids: { '2': ['Unknown location id.'] }, salary: { max: ['Too high.'] } },
    });
    // The form has links.github and a location list, and salary as one field.
    expect(splitFieldErrors(error, ['links.github', 'locations', 'salary'] as const, { location_ids: 'locations' })).toEqual({
      fields: { 'links.github': 'Bad URL.', locations: 'Unknown location id.', salary: 'Too high.' },
      other: [],
    });
    expect(fieldMessage(error, 'links')).toBe('Bad URL.');
    expect(fieldMessage(error, 'title')).toBeNull();
    expect(firstFieldMessage(error)).toBe('Bad URL.');
  });

  it('puts field errors on the form and focuses the first', () => {
    const setError = vi.fn();
    const result = applyFieldErrors(problem({ errors: { email: ['Enter a valid email address.'], x: ['?'] } }), ['email', 'role'] as const, setError);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Enter a valid email address.' }, { shouldFocus: true });
    expect(result).toEqual({ placed: ['email'], other: ['?'] });
  });

  it("leaves for the form's alert only what found no field", () => {
    const fields = ['email', 'role'] as const;
    expect(formErrorAfterFields(problem({ errors: { email: ['Taken.'] } }), fields, vi.fn(), 'fallback')).toBeNull();
    expect(formErrorAfterFields(problem({ errors: { email: ['Taken.'], x: ['Odd.'] } }), fields, vi.fn(), 'fallback')).toBe('Odd.');
    expect(formErrorAfterFields(problem({ status: 409, detail: 'Already done.' }), fields, vi.fn(), 'fallback')).toBe('Already done.');
    expect(formErrorAfterFields(new Error('offline'), fields, vi.fn(), 'fallback')).toBe('fallback');
  });
});
