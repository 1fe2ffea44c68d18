import type { FakeServer } from '../../mock/fake/server';

export function stackPorts(env?: NodeJS.ProcessEnv): { api: number; fake: number; prism: number };
export function startLocalBackend(options: {
  port: number;
  fakePort: number;
  prismPort?: number;
  appOrigin?: string;
  now?: string;
  accessTtlSeconds?: number;
  timeZone?: string;
  log?: boolean;
  onViolation?: (line: string) => void;
}): Promise<{
  url: string;
  fake: FakeServer;
  stop(): Promise<void>;
}>;
