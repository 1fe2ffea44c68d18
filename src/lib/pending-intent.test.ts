import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_INTENT_KEY,
  PENDING_INTENT_MAX_AGE_MS,
  forgetIntent,
  intentPage,
  readIntent,
  recordIntent,
  takeIntent,
  usePendingIntent,
  type IntentEnv,
} from './pending-intent';
import { memoryStorageEnv, throwingStorage } from '@/test/memory-storage';

const fakeEnv = memoryStorageEnv;

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the pending intent', () => {
  it('is kept as { kind, target, at } under one key, read without being used, and taken once', () => {
    const { env, store } = fakeEnv();
    expect(recordIntent('apply', 'senior-frontend-engineer', env)).toBe(true);
    expect(JSON.parse(store.get(PENDING_INTENT_KEY)!)).toEqual({
      kind: 'apply',
      target: 'senior-frontend-engineer',
      at: 1_700_000_000_000,
    });
    expect(readIntent(env)).toEqual({
      kind: 'apply',
      target: 'senior-frontend-engineer',
      at: 1_700_000_000_000,
    });
    expect(takeIntent('apply', 'senior-frontend-engineer', env)).toBe(true);
    expect(store.has(PENDING_INTENT_KEY)).toBe(false);
    // Never replayed: a second take (this tab or another, the same storage) finds nothing.
    expect(takeIntent('apply', 'senior-frontend-engineer', env)).toBe(false);
    expect(readIntent(env)).toBeNull();
  });

  it('a newer intent replaces an older one', () => {
    const { env } = fakeEnv();
    recordIntent('apply', 'job-a', env);
    recordIntent('apply', 'job-b', env);
    expect(takeIntent('apply', 'job-a', env)).toBe(false);
    expect(takeIntent('apply', 'job-b', env)).toBe(true);
  });

  it("another page's intent is not taken and stays for its own page", () => {
    const { env } = fakeEnv();
    recordIntent('apply', 'job-a', env);
    expect(takeIntent('apply', 'job-b', env)).toBe(false);
    expect(readIntent(env)?.target).toBe('job-a');
    expect(takeIntent('apply', 'job-a', env)).toBe(true);
  });

  it('is good for an hour; older is ignored, and dropped when a page tries to take it', () => {
    expect(PENDING_INTENT_MAX_AGE_MS).toBe(60 * 60 * 1000);
    const fresh = fakeEnv();
    recordIntent('apply', 'job-a', fresh.env);
    fresh.clock.now += PENDING_INTENT_MAX_AGE_MS;
    expect(readIntent(fresh.env)?.target).toBe('job-a');

    const stale = fakeEnv();
    recordIntent('apply', 'job-a', stale.env);
    stale.clock.now += PENDING_INTENT_MAX_AGE_MS + 1;
    expect(readIntent(stale.env)).toBeNull();
    expect(takeIntent('apply', 'job-a', stale.env)).toBe(false);
    expect(stale.store.has(PENDING_INTENT_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{"kind":'],
    ['JSON null', 'null'],
    ['an unknown kind', JSON.stringify({ kind: 'delete', target: 'job-a', at: 1_700_000_000_000 })],
    [
      'a target the contract refuses',
      JSON.stringify({ kind: 'apply', target: '../admin', at: 1_700_000_000_000 }),
    ],
    ['no time', JSON.stringify({ kind: 'apply', target: 'job-a' })],
    [
      'a time in the future',
      JSON.stringify({ kind: 'apply', target: 'job-a', at: 1_700_000_000_000 + 10 * 60 * 1000 }),
    ],
    [
      'a token where the target goes',
      JSON.stringify({ kind: 'apply', target: 'eyJhbGciOi.x.y', at: 1_700_000_000_000 }),
    ],
  ])('ignores what it cannot trust (%s), and drops it when a page tries to take it', (_, raw) => {
    const { env, store } = fakeEnv();
    store.set(PENDING_INTENT_KEY, raw);
    expect(readIntent(env)).toBeNull();
    expect(takeIntent('apply', 'job-a', env)).toBe(false);
    expect(store.has(PENDING_INTENT_KEY)).toBe(false);
  });

  it('refuses to record a target the contract refuses', () => {
    const { env, store } = fakeEnv();
    expect(recordIntent('apply', 'Not A Slug', env)).toBe(false);
    expect(store.size).toBe(0);
  });

  it('forget drops it', () => {
    const { env } = fakeEnv();
    recordIntent('apply', 'job-a', env);
    forgetIntent(env);
    expect(takeIntent('apply', 'job-a', env)).toBe(false);
  });

  it('does without storage: blocked or failing storage records nothing and never throws', () => {
    const blocked = { ...fakeEnv().env, storage: null };
    expect(recordIntent('apply', 'job-a', blocked)).toBe(false);
    expect(readIntent(blocked)).toBeNull();
    expect(takeIntent('apply', 'job-a', blocked)).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing: IntentEnv = { now: () => 1_700_000_000_000, storage: throwingStorage };
    expect(recordIntent('apply', 'job-a', throwing)).toBe(false);
    expect(() => takeIntent('apply', 'job-a', throwing)).not.toThrow();
    expect(() => forgetIntent(throwing)).not.toThrow();
  });

  it('uses localStorage by default (shared by the tabs of the origin)', () => {
    recordIntent('apply', 'job-a');
    expect(JSON.parse(window.localStorage.getItem(PENDING_INTENT_KEY)!)).toMatchObject({
      kind: 'apply',
      target: 'job-a',
    });
    expect(window.sessionStorage.getItem(PENDING_INTENT_KEY)).toBeNull();
  });

  it("names the page that owns the action: a job's Apply is the job's page", () => {
    expect(intentPage({ kind: 'apply', target: 'senior-frontend-engineer' })).toBe(
      '/job/senior-frontend-engineer',
    );
  });
});

describe('usePendingIntent', () => {
  it("follows this tab's changes and other tabs' (the storage event)", () => {
    const { result } = renderHook(() => usePendingIntent('apply', 'job-a'));
    expect(result.current).toBe(false);
    act(() => void recordIntent('apply', 'job-a'));
    expect(result.current).toBe(true);
    act(() => void takeIntent('apply', 'job-a'));
    expect(result.current).toBe(false);

    // Another tab writes the same storage: this tab only hears of it through the storage event.
    const value = JSON.stringify({ kind: 'apply', target: 'job-a', at: Date.now() });
    window.localStorage.setItem(PENDING_INTENT_KEY, value);
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: PENDING_INTENT_KEY, newValue: value }),
      );
    });
    expect(result.current).toBe(true);
    window.localStorage.removeItem(PENDING_INTENT_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PENDING_INTENT_KEY }));
    });
    expect(result.current).toBe(false);
  });

  it('is false for an intent on another job', () => {
    recordIntent('apply', 'job-b');
    const { result } = renderHook(() => usePendingIntent('apply', 'job-a'));
    expect(result.current).toBe(false);
  });
});

describe('the save kind', () => {
  const JOB_ID = '478e8225-9d61-48b1-9819-86f0bb204187';

  it('takes a job id and comes back to the page it started on', () => {
    const { env } = fakeEnv();
    expect(recordIntent('save', 'senior-frontend-engineer', env)).toBe(false); // a slug is no id
    expect(recordIntent('save', JOB_ID, env, '/jobs')).toBe(true);
    const intent = readIntent(env);
    expect(intent).toMatchObject({ kind: 'save', target: JOB_ID, from: '/jobs' });
    expect(intentPage(intent!)).toBe('/jobs');
    expect(takeIntent('apply', JOB_ID, env)).toBe(false);
    expect(takeIntent('save', JOB_ID, env)).toBe(true);
  });

  it('keeps only an in-app page: another origin falls back to /jobs', () => {
    const { env } = fakeEnv();
    recordIntent('save', JOB_ID, env, '//evil.example/jobs');
    const intent = readIntent(env);
    expect(intent?.from).toBeUndefined();
    expect(intentPage(intent!)).toBe('/jobs');
  });
});
