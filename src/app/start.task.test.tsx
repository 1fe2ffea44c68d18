import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The router's start runs in a task of its own, not in the microtask after the entry's module
 * evaluation: together they were one long task on a cold job page (decision 013).
 */
const createAppRouter = vi.hoisted(() => vi.fn());
vi.mock('./router', () => ({ createAppRouter }));
vi.mock('./session', () => ({
  captureTokensFromLocation: () => Promise.resolve(),
  installSessionHooks: () => undefined,
}));

afterEach(() => {
  vi.useRealTimers();
  createAppRouter.mockReset();
});

describe('startApp', () => {
  it('creates the router in a later task than the one that started the app', async () => {
    vi.useFakeTimers();
    createAppRouter.mockImplementation(() => {
      throw new Error('stop here: the router is all this test looks at');
    });
    const { startApp } = await import('./start');
    startApp(document.createElement('div'));
    // Every microtask the start queued (the address cleaned, then what follows it) has run.
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(createAppRouter).not.toHaveBeenCalled();
    expect(() => vi.runOnlyPendingTimers()).toThrow('stop here');
    expect(createAppRouter).toHaveBeenCalledTimes(1);
  });
});
