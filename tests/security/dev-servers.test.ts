/**
 * The development servers leak nothing to a page open in the developer's browser or to a visitor:
 * the local backend's mail catcher is not readable cross-origin, and the preview server's error
 * page carries no stack trace (docs/backend-guide.md, "Against a hostile client").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFake } from '../../mock/fake/app';
import { edgePreview } from '../../scripts/edge-preview';
import { EDGE_BUILD_FILE } from '../../scripts/edge-build';

describe('the mail catcher is for the developer’s tools only', () => {
  it('GET /__mail answers without Access-Control-Allow-Origin', async () => {
    const fake = createFake({ publicOrigin: 'http://127.0.0.1:9', log: false });
    const answer = await fake.handle(
      new Request('http://127.0.0.1:9/__mail', { headers: { origin: 'https://evil.example' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the preview server’s error answer', () => {
  it('a failing edge page answers a plain 500 without a stack or a path of this machine', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'edge-preview-'));
    writeFileSync(join(outDir, EDGE_BUILD_FILE), '{ not json');
    try {
      let handler:
        | ((req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void) => void)
        | undefined;
      const errors: string[] = [];
      const plugin = edgePreview();
      const configure = plugin.configurePreviewServer as (server: unknown) => void;
      configure({
        config: {
          root: outDir,
          build: { outDir },
          logger: { error: (line: string) => errors.push(line) },
        },
        middlewares: { use: (fn: typeof handler) => (handler = fn) },
      });
      const sent: { status?: number; body?: string; next?: unknown } = {};
      await new Promise<void>((resolve) => {
        const res = {
          headersSent: false,
          statusCode: 200,
          setHeader: () => {},
          end: (body?: string) => {
            sent.status = res.statusCode;
            sent.body = String(body ?? '');
            resolve();
          },
        };
        handler!(
          { method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1' } } as IncomingMessage,
          res as unknown as ServerResponse,
          (error) => {
            sent.next = error;
            resolve();
          },
        );
      });
      expect(sent.next).toBeUndefined();
      expect(sent.status).toBe(500);
      expect(sent.body).toBe('Internal Server Error');
      expect(errors).toHaveLength(1);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
