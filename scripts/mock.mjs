#!/usr/bin/env node
// Starts the local mocks: the API contract on 127.0.0.1:4010 and the storage service's upload
// endpoint (mock/storage.yaml) on 127.0.0.1:4011. `--dynamic` serves seeded fake data instead
// of the contract's examples. Ports: MOCK_PORT, STORAGE_MOCK_PORT.
import { startMocks } from './lib/prism.mjs';

const dynamic = process.argv.includes('--dynamic');
const mocks = await startMocks({
  apiPort: Number(process.env.MOCK_PORT ?? 4010),
  storagePort: Number(process.env.STORAGE_MOCK_PORT ?? 4011),
  dynamic,
  log: 'inherit',
});
console.log(`mock: API contract at ${mocks.apiUrl}${dynamic ? ' (dynamic, seed 42)' : ''}; storage at ${mocks.storageUrl}`);
const stop = async () => {
  await mocks.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
