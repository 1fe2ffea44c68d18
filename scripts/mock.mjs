#!/usr/bin/env node
// Starts the local mocks: the API contract on 127.0.0.1:4010 and the storage service's upload
// endpoint (mock/storage.yaml) on 127.0.0.1:4011, where the contract's upload tickets point.
// `--dynamic` serves seeded fake data instead of the contract's examples.
// Ports: MOCK_PORT (API), STORAGE_MOCK_PORT (storage). A storage mock already listening on its
// port (another `npm run mock`) is reused, since every upload ticket points at the same URL.
import { createConnection } from 'node:net';
import { startPrism } from './lib/prism.mjs';

const dynamic = process.argv.includes('--dynamic');
const apiPort = Number(process.env.MOCK_PORT ?? 4010);
const storagePort = Number(process.env.STORAGE_MOCK_PORT ?? 4011);

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const servers = [await startPrism({ document: 'openapi/jobboard.yaml', port: apiPort, dynamic, log: 'inherit' })];
if (await portInUse(storagePort)) {
  console.log(`mock: storage port ${storagePort} is already served; reusing it.`);
} else {
  servers.push(await startPrism({ document: 'mock/storage.yaml', port: storagePort, log: 'inherit' }));
}
console.log(
  `mock: API contract at http://127.0.0.1:${apiPort}${dynamic ? ' (dynamic, seed 42)' : ''}; storage at http://127.0.0.1:${storagePort}`,
);

const stop = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
