/**
 * Prism on a port something already answers on: before, the readiness check reached that server
 * (a mock still running, a Prism orphaned by a killed script) and the start "succeeded", so the
 * caller talked to the wrong server until it went away. Now the start fails and says why.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startPrism } from '../../scripts/lib/prism.mjs';

let squatter: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (squatter ? squatter.close(resolve) : resolve(undefined)));
  squatter = null;
});

describe('startPrism', () => {
  it('refuses a port another server answers on, naming the port', async () => {
    squatter = createServer((_request, response) => response.end('someone else'));
    const port = await new Promise<number>((resolve) =>
      squatter!.listen(0, '127.0.0.1', () => {
        const address = squatter!.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    const started = startPrism({ document: 'openapi/jobboard.yaml', port, timeoutMs: 5000 });
    await expect(started.then((prism) => prism.stop())).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use`,
    );
  });
});
