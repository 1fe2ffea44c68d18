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
