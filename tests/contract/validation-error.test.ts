/**
 * A response that does not match the contract is logged with its issues and surfaces as
 * Error('VALIDATION_ERROR') (docs/product.md §5). A real HTTP server answers with a wrong shape.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '@/lib/api/client';
import { VALIDATION_ERROR } from '@/lib/api/validation';
import { listPublicJobs, listLocations } from '../../generated/sdk.gen';
import { freePort } from '../support/net';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/v2/public/jobs/')) {
      // `results` must be an array of jobs; `count` must be an integer.
      res.end(
        JSON.stringify({ count: 'many', next: null, previous: null, results: [{ title: 42 }] }),
      );
    } else {
      res.end(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${port}`;
  client.setConfig({ baseUrl });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('response validation', () => {
  it('turns a schema-violating response into VALIDATION_ERROR and logs the issues', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = listPublicJobs({ throwOnError: true });
    await expect(call).rejects.toThrow(new Error(VALIDATION_ERROR));
    expect(log).toHaveBeenCalledTimes(1);
    const [message, issues] = log.mock.calls[0]!;
    expect(String(message)).toContain('/v2/public/jobs/');
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['count'] })]));
  });

  it('lets a response that matches the contract through', async () => {
    const result = await listLocations({ throwOnError: true });
    expect(result.data).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
