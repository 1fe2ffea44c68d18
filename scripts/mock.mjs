#!/usr/bin/env node
// npm run mock            the local backend: a stateful fake behind `prism proxy --errors`
//                         (scripts/lib/local-backend.mjs); state resets on start and on
//                         POST http://127.0.0.1:<MOCK_PORT+2>/__reset
// npm run mock:examples   plain `prism mock`: every call answers its contract example, plus the
//                         storage mock (mock/storage.yaml) on STORAGE_MOCK_PORT (MOCK_PORT + 1)
// npm run mock:dynamic    as mock:examples, with seeded fake data generated from the schemas
//
// Ports: MOCK_PORT (default 4010) moves everything; MOCK_FAKE_PORT (+2) and MOCK_PRISM_PORT (+3)
// override the fake's and Prism's own ports (a thin front on MOCK_PORT sends browser redirects such
// as social sign-in to the fake and everything else to Prism).
// The fake's clock: MOCK_NOW (ISO date-time) starts it at that moment, else the real time (the
// seed's dates move so that the examples' "now" is today). MOCK_ACCESS_TTL (seconds) shortens the
// access-token lifetime to exercise the refresh path. MOCK_TIME_ZONE (e.g. Europe/Berlin) writes the
// answers' date-times with that zone's offset, as DRF does with its TIME_ZONE. MOCK_APP_ORIGIN: the web app's origin,
// the only one emailed links and the social sign-in return point at (never a request's Origin).
import { createConnection } from 'node:net';
import { stackPorts, startLocalBackend } from './lib/local-backend.mjs';
import { startPrism } from './lib/prism.mjs';

const examplesMode = process.argv.includes('--examples') || process.argv.includes('--dynamic');
const dynamic = process.argv.includes('--dynamic');
const { api: apiPort, fake: fakePort, prism: prismPort } = stackPorts();

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const stops = [];
if (examplesMode) {
  const storagePort = Number(process.env.STORAGE_MOCK_PORT ?? apiPort + 1);
  stops.push(
    (
      await startPrism({
        document: 'openapi/jobboard.yaml',
        port: apiPort,
        dynamic,
        log: 'inherit',
      })
    ).stop,
  );
  if (await portInUse(storagePort))
    console.log(`mock: storage port ${storagePort} is already served; reusing it.`);
  else
    stops.push(
      (await startPrism({ document: 'mock/storage.yaml', port: storagePort, log: 'inherit' })).stop,
    );
  console.log(
    `mock: contract examples at http://127.0.0.1:${apiPort}${dynamic ? ' (dynamic, seed 42)' : ''}; storage at http://127.0.0.1:${storagePort}`,
  );
} else {
  const backend = await startLocalBackend({
    port: apiPort,
    fakePort,
    prismPort,
    appOrigin:
      process.env.MOCK_APP_ORIGIN ?? `http://localhost:${Number(process.env.PORT) || 5173}`,
    now: process.env.MOCK_NOW || undefined,
    accessTtlSeconds: process.env.MOCK_ACCESS_TTL ? Number(process.env.MOCK_ACCESS_TTL) : undefined,
    timeZone: process.env.MOCK_TIME_ZONE || undefined,
    volume: volumeFromEnv(),
  });
  stops.push(backend.stop);
  console.log(
    `mock: local backend at http://127.0.0.1:${apiPort} (Prism proxy on ${prismPort}, contract-checked) -> fake at ${backend.fake.url}\n` +
      `mock: reset with: curl -X POST ${backend.fake.url}/__reset · mail catcher: ${backend.fake.url}/__mail`,
  );
}

/**
 * The volume seed (mock/fake/volume-seed.ts): MOCK_VOLUME applications on the job
 * customer-success-associate-northwind, and MOCK_JOBS more jobs in its company (2,000 when only
 * MOCK_VOLUME is set).
 */
function volumeFromEnv() {
  const applications = Number(process.env.MOCK_VOLUME || 0);
  const jobs = Number(process.env.MOCK_JOBS || (applications ? 2000 : 0));
  return applications || jobs ? { applications, jobs } : undefined;
}

const stop = async () => {
  await Promise.all(stops.map((s) => s()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
