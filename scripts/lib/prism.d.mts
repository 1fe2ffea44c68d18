export const root: string;
export interface RunningPrism {
  url: string;
  stop: () => Promise<void>;
}
export function startPrism(options: {
  document: string;
  port: number;
  dynamic?: boolean;
  log?: 'inherit' | 'pipe' | 'ignore';
  timeoutMs?: number;
}): Promise<RunningPrism>;
export function startMocks(options?: {
  apiPort?: number;
  storagePort?: number;
  dynamic?: boolean;
  log?: 'inherit' | 'pipe' | 'ignore';
}): Promise<{ apiUrl: string; storageUrl: string; stop: () => Promise<void> }>;
