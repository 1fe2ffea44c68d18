import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpStatusError } from './api/http-status-error';
import { FAILURE_MESSAGES, failureKind, failureMessage } from './error-message';

const problem = (status: number, detail = 'Traceback (most recent call last): KeyError') => ({
  type: 'https://api.jobboard.example/problems/error',
  title: 'Internal server error',
  status,
  detail,
});

describe('failureMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to check the connection only when no response came', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Check your connection and try again.',
    );
    expect(failureMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'Check your connection and try again.',
    );
    expect(failureMessage(new TypeError('Load failed'))).toBe(
      'Check your connection and try again.',
    );
    expect(failureMessage(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'Check your connection and try again.',
    );
  });

  it('says offline for anything unexplained while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(failureKind(new Error('whatever'))).toBe('network');
  });

  it('puts a 5xx on our side, without the server text and without blaming the connection', () => {
    for (const error of [
      problem(500),
      problem(503),
      new HttpStatusError(502, '<html>Bad gateway</html>'),
    ]) {
      const message = failureMessage(error);
      expect(message).toBe('Something went wrong on our side. Try again in a moment.');
      expect(message).not.toMatch(/connection|Traceback|gateway/i);
    }
  });

  it('puts a response that broke the contract on our side too', () => {
    expect(failureKind(new Error('VALIDATION_ERROR'))).toBe('server');
  });

  it('gives other statuses a neutral line of their own', () => {
    expect(failureMessage(problem(401))).toBe(FAILURE_MESSAGES.session);
    expect(failureMessage(problem(403))).toBe(FAILURE_MESSAGES.forbidden);
    expect(failureMessage(problem(404))).toBe(FAILURE_MESSAGES['not-found']);
    expect(failureMessage(problem(429))).toBe(FAILURE_MESSAGES['too-many']);
    expect(failureMessage(problem(409))).toBe(FAILURE_MESSAGES.refused);
    expect(failureMessage(new HttpStatusError(400, ''))).toBe(FAILURE_MESSAGES.refused);
    for (const kind of ['session', 'forbidden', 'not-found', 'too-many', 'refused'] as const) {
      expect(FAILURE_MESSAGES[kind]).not.toMatch(/connection|our side/);
    }
  });

  it('does not mistake a bug for a network failure', () => {
    expect(failureKind(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      'unknown',
    );
    expect(failureKind('oops')).toBe('unknown');
    expect(failureKind(null)).toBe('unknown');
  });
});
