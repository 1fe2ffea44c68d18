import { describe, expect, it, vi } from 'vitest';
import {
  applyFieldErrors,
  fieldMessage,
  firstFieldMessage,
  flattenFieldErrors,
  isProblem,
  problemCode,
  problemMessage,
  saveErrorMessage,
  splitFieldErrors,
} from './problem';

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
    expect(
      problemMessage(problem({ status: 409, detail: 'Already in this team.' }), 'fallback'),
    ).toBe('Already in this team.');
    expect(problemMessage(problem({ status: 500, detail: 'Traceback…' }), 'Try again later.')).toBe(
      'Try again later.',
    );
    expect(problemMessage(new Error('VALIDATION_ERROR'), 'Try again later.')).toBe(
      'Try again later.',
    );
  });

  it('reads the code, optionally only for a status', () => {
    expect(problemCode(problem({ status: 409, code: 'last_owner' }), 409)).toBe('last_owner');
    expect(problemCode(problem({ status: 409, code: 'last_owner' }), 400)).toBeUndefined();
    expect(problemCode({}, 409)).toBeUndefined();
  });

  it('splits field errors into form fields (with aliases) and the rest', () => {
    const error = problem({
      errors: {
        title: ['Too short.', 'Really.'],
        headquarters_id: ['Unknown location.'],
        non_field_errors: ['Nope.'],
      },
    });
    expect(
      splitFieldErrors(error, ['title', 'headquarters'] as const, {
        headquarters_id: 'headquarters',
      }),
    ).toEqual({
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
      errors: {
        links: { github: ['Bad URL.'] },
        location_ids: { '2': ['Unknown location id.'] },
        salary: { max: ['Too high.'] },
      },
    });
    // The form has links.github and a location list, and salary as one field.
    expect(
      splitFieldErrors(error, ['links.github', 'locations', 'salary'] as const, {
        location_ids: 'locations',
      }),
    ).toEqual({
      fields: {
        'links.github': 'Bad URL.',
        locations: 'Unknown location id.',
        salary: 'Too high.',
      },
      other: [],
    });
    expect(fieldMessage(error, 'links')).toBe('Bad URL.');
    expect(fieldMessage(error, 'title')).toBeNull();
    expect(firstFieldMessage(error)).toBe('Bad URL.');
  });

  it('puts field errors on the form and focuses the first', () => {
    const setError = vi.fn();
    const result = applyFieldErrors(
      problem({ errors: { email: ['Enter a valid email address.'], x: ['?'] } }),
      ['email', 'role'] as const,
      setError,
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Enter a valid email address.' },
      { shouldFocus: true },
    );
    expect(result).toEqual({ placed: ['email'], other: ['?'] });
  });

  it('says a failed save where the user looks: conflict under its field, field errors under theirs, the rest in the alert', () => {
    const fields = ['name', 'website'] as const;
    const options = {
      failed: "We couldn't save the company.",
      conflict: { field: 'name' as const, message: 'Taken.' },
    };
    let setError = vi.fn();
    expect(
      saveErrorMessage(
        problem({ status: 409, code: 'conflict', detail: 'Northwind exists.' }),
        fields,
        setError,
        options,
      ),
    ).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Northwind exists.' },
      { shouldFocus: true },
    );

    setError = vi.fn();
    expect(
      saveErrorMessage(
        problem({ errors: { website: ['Enter a valid URL.'] } }),
        fields,
        setError,
        options,
      ),
    ).toBeNull();
    expect(
      saveErrorMessage(problem({ errors: { website: ['Bad.'] } }), fields, setError, {
        ...options,
        allPlaced: 'Some fields need your attention.',
      }),
    ).toBe('Some fields need your attention.');
    expect(setError).toHaveBeenCalledWith(
      'website',
      { type: 'server', message: 'Enter a valid URL.' },
      { shouldFocus: true },
    );
    expect(
      saveErrorMessage(
        problem({ errors: { website: ['Bad.'], social: ['No.'] } }),
        fields,
        vi.fn(),
        options,
      ),
    ).toBe('No.');
    expect(
      saveErrorMessage(
        problem({ status: 403, code: 'permission_denied', detail: 'Not allowed.' }),
        fields,
        vi.fn(),
        options,
      ),
    ).toBe('Not allowed.');
    expect(
      saveErrorMessage(problem({ status: 500, detail: 'Traceback' }), fields, vi.fn(), options),
    ).toBe(
      "We couldn't save the company. Something went wrong on our side. Try again in a moment.",
    );
  });
});
