import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorageEnv, storedJson } from './browser-storage';

afterEach(() => vi.restoreAllMocks());

describe('the browser storage env', () => {
  it('gives the storage asked for, and the clock', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    expect(browserStorageEnv('localStorage').storage).toBe(window.localStorage);
    expect(browserStorageEnv('sessionStorage').storage).toBe(window.sessionStorage);
    expect(browserStorageEnv('sessionStorage').now()).toBe(1234);
  });

  it('gives null where the browser blocks storage (reading it throws), never throwing', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorageEnv('sessionStorage').storage).toBeNull();
    expect(browserStorageEnv('localStorage').storage).toBe(window.localStorage);
  });
});

describe('a stored text read back', () => {
  it('is its JSON value, or undefined when nothing or no JSON was stored', () => {
    expect(storedJson('{"path":"/job/a","apply":true}')).toEqual({ path: '/job/a', apply: true });
    expect(storedJson('null')).toBeNull();
    expect(storedJson(null)).toBeUndefined();
    expect(storedJson('{not json')).toBeUndefined();
    expect(storedJson('')).toBeUndefined();
  });
});
