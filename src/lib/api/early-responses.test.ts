import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSES, fetchOrTakeEarly, recordRequests } from './early-responses';

const URL_A = 'http://api.test/v2/public/jobs/senior-frontend-engineer-northwind/';
const early = globalThis as unknown as Record<string, Record<string, Promise<Response | null>> | undefined>;

afterEach(() => {
  delete early[EARLY_RESPONSES];
});

describe('fetchOrTakeEarly', () => {
  it('answers the first identical GET with the response the page asked for early, once', async () => {
    early[EARLY_RESPONSES] = { [URL_A]: Promise.resolve(new Response('{"early":true}')) };
    const network = vi.fn(async () => new Response('{"early":false}'));
    const first = await fetchOrTakeEarly(new Request(URL_A), network);
    expect(await first.json()).toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
    const second = await fetchOrTakeEarly(new Request(URL_A), network);
    expect(await second.json()).toEqual({ early: false });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('goes to the network when the early request failed', async () => {
    early[EARLY_RESPONSES] = { [URL_A]: Promise.resolve(null) };
    const network = vi.fn(async () => new Response('{}'));
    await fetchOrTakeEarly(new Request(URL_A), network);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another URL', new Request(`${URL_A}related/?limit=4`)],
    ['a signed-in request', new Request(URL_A, { headers: { Authorization: 'Bearer token' } })],
    ['a write', new Request(URL_A, { method: 'POST', body: '{}' })],
  ])('leaves %s to the network', async (_, request) => {
    early[EARLY_RESPONSES] = { [URL_A]: Promise.resolve(new Response('{"early":true}')) };
    const network = vi.fn(async () => new Response('{}'));
    await fetchOrTakeEarly(request, network);
    expect(network).toHaveBeenCalledTimes(1);
    expect(early[EARLY_RESPONSES]?.[URL_A]).toBeDefined();
  });

  it('goes to the network on a page that asked for nothing early', async () => {
    const network = vi.fn(async () => new Response('{}'));
    await fetchOrTakeEarly(new Request(URL_A), network);
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('recordRequests', () => {
  it('lists the GETs made, sends none, and puts fetch back', async () => {
    const network = globalThis.fetch;
    const urls = await recordRequests(async () => {
      await Promise.allSettled([globalThis.fetch(URL_A), globalThis.fetch(URL_A), globalThis.fetch(URL_A, { method: 'POST' })]);
      await expect(globalThis.fetch(URL_A)).rejects.toThrow(/no network/);
    });
    expect(urls).toEqual([URL_A]);
    expect(globalThis.fetch).toBe(network);
  });
});
