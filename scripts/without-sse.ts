import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const STUB_ID = '\0jobboard:no-sse';

/**
 * The generated fetch client always brings its server-sent-events reader (about 1 KB gzip in the
 * entry) although no operation of the contract streams. While the contract has no
 * `text/event-stream` response, the build swaps that module for one that says so when called
 * (decision 013); once an operation streams, the real module is built in again by itself.
 * generated/ stays as the generator wrote it.
 */
export function withoutUnusedSse({ contract }: { contract: string }): Plugin {
  let streams = true;
  return {
    name: 'jobboard-without-unused-sse',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      this.addWatchFile(contract);
      streams = readFileSync(contract, 'utf8').includes('text/event-stream');
    },
    async resolveId(source, importer, options) {
      if (streams || !source.endsWith('/serverSentEvents.gen')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.includes('/generated/') ? STUB_ID : null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return `export const createSseClient = () => { throw new Error('No server-sent events in the API contract (scripts/without-sse.ts)'); };`;
    },
  };
}

export const contractPath = (root: string) => resolve(root, 'openapi/jobboard.yaml');
