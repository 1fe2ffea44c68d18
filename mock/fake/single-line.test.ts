// Names, titles and file names are single-line text (the contract's `x-single-line` patterns): the
// fake refuses a body that breaks one on its own (400 validation_error naming the field, in the
// app's words), whoever calls it without Prism in front. security.test.ts checks it over HTTP.
import { describe, expect, it } from 'vitest';
import { checkSingleLineText, singleLineMessage } from './single-line';
import { problemOf } from './test-support';

const errorsOf = (operationId: string, body: unknown) =>
  problemOf(() => checkSingleLineText(operationId, body));

const JOB = {
  title: 'Senior Frontend Engineer',
  description: '<p>Build the board.</p>',
  employment_type: 'full_time',
  workplace_type: 'remote',
  seniority: 'senior',
  location_ids: [],
  salary: { min: 60000, max: 80000, currency: 'EUR', period: 'year' },
  skills: ['TypeScript'],
};

describe('checkSingleLineText', () => {
  it('refuses a line break or a control character, naming the field in the app’s words', () => {
    for (const title of ['Engineer\r\nApply at evil.example', 'Engineer\u0000', 'Engineer\u0085']) {
      expect(errorsOf('createEmployerJob', { ...JOB, title })).toMatchObject({
        status: 400,
        code: 'validation_error',
        errors: { title: [singleLineMessage('title')] },
      });
    }
  });

  it('refuses bidi overrides and a lone surrogate half, and takes any script and emoji', () => {
    expect(errorsOf('updateCurrentUser', { name: 'Invoice\u202Efdp' }).errors).toEqual({
      name: [singleLineMessage('name')],
    });
    expect(errorsOf('updateCurrentUser', { name: 'Maya\ud800' }).errors).toEqual({
      name: [singleLineMessage('name')],
    });
    expect(errorsOf('updateCurrentUser', { name: '\udc00Maya' }).errors).toEqual({
      name: [singleLineMessage('name')],
    });
    for (const name of ['Zoë Ångström-Łukasz', '株式会社 北風', 'Maya 😀 Okafor'])
      expect(() => checkSingleLineText('updateCurrentUser', { name })).not.toThrow();
  });

  it('names every field that breaks its pattern', () => {
    expect(
      errorsOf('updateProfile', { name: 'Maya\nOkafor', headline: 'Engineer\u2028Lead' }).errors,
    ).toEqual({
      name: [singleLineMessage('name')],
      headline: [singleLineMessage('headline')],
    });
  });

  it('an uploaded file’s name may hold no slash nor backslash and may not be empty', () => {
    const ticket = (filename: string) => ({ purpose: 'resume', filename, content_type: 'x' });
    for (const filename of ['cv/../x.pdf', 'C:\\cv.pdf', ''])
      expect(errorsOf('createPresignedPost', ticket(filename)).errors).toEqual({
        filename: [singleLineMessage('filename')],
      });
    expect(() =>
      checkSingleLineText('createPresignedPost', ticket('Maya CV (final).pdf')),
    ).not.toThrow();
    expect(() =>
      checkSingleLineText('addProfileResume', { key: 'k', file_name: 'cv/final.pdf' }),
    ).not.toThrow();
  });

  it('checks a field whose schema is a reference to a single-line one (a job alert’s name)', () => {
    expect(errorsOf('createJobAlert', { name: 'Berlin\r\njobs', query: {} }).errors).toEqual({
      name: [singleLineMessage('name')],
    });
  });

  it('passes a fine body with nested objects and lists, and leaves other types to the schema', () => {
    expect(() => checkSingleLineText('createEmployerJob', JOB)).not.toThrow();
    expect(() => checkSingleLineText('createEmployerJob', { ...JOB, title: 42 })).not.toThrow();
    expect(() => checkSingleLineText('createEmployerJob', { ...JOB, salary: null })).not.toThrow();
  });

  it('passes what is not an object body, and an operation without a JSON body', () => {
    for (const body of [undefined, null, 'Engineer\r\n', ['Engineer\r\n']])
      expect(() => checkSingleLineText('createEmployerJob', body)).not.toThrow();
    expect(() => checkSingleLineText('listPublicJobs', { title: 'a\r\nb' })).not.toThrow();
  });
});

describe('singleLineMessage', () => {
  it('names the field in words', () => {
    expect(singleLineMessage('file_name')).toBe(
      'Remove line breaks and hidden formatting characters from the file name',
    );
  });
});
