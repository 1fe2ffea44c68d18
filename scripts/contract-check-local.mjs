#!/usr/bin/env node
// npm run contract:check:local [-- contract:check options]
// The conformance run against the local backend itself (CI runs it beside the DRF reference's):
// starts the stack as `npm run mock` does (front server, Prism's validating proxy, the fake) on
// CONTRACT_LOCAL_PORT (default 4210; the fake on +2, Prism on +3) with 2-second access tokens, so
// the expired-token scenarios run too, then `npm run contract:check` against it. Exits as
// contract:check does: 1 on a violation; every scenario it leaves untested is printed with its reason.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startLocalBackend } from './lib/local-backend.mjs';
import { root } from './lib/prism.mjs';

const port = Number(process.env.CONTRACT_LOCAL_PORT ?? 4210);
const backend = await startLocalBackend({
  port,
  fakePort: port + 2,
  prismPort: port + 3,
  accessTtlSeconds: 2,
  log: false,
  // Prism refusing the run's deliberately invalid requests (422) is expected; an answer of the
  // fake's that breaks the contract is not (contract:check reports it as a violation too).
  onViolation: (line) =>
    !/UNPROCESSABLE_ENTITY/.test(line) && console.error(`contract:check:local: Prism ${line}`),
});
let status = 1;
try {
  // Not spawnSync: the fake and the front server answer from this very process.
  const child = spawn(
    process.execPath,
    [join(root, 'scripts', 'contract-check.mjs'), backend.url, ...process.argv.slice(2)],
    { stdio: 'inherit', cwd: root },
  );
  status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await backend.stop();
}
process.exit(status);
