export interface EventEntry {
  name?: string;
  interactionId: number;
  startTime: number;
  duration: number;
}
export function median(values: readonly number[]): number;
export function spread(
  values: readonly (number | null)[],
): { min: number; median: number; max: number } | null;
export function interactionLatencies(entries: readonly EventEntry[], since?: number): number[];
export function inp(entries: readonly EventEntry[], since?: number): number;
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string;
export const DOCS_START: string;
export const DOCS_END: string;
export function replaceMarkedBlock(
  text: string,
  block: string,
  start?: string,
  end?: string,
): string;
export function docsFiguresBlock(figures: {
  date: string;
  source: string;
  runs: number;
  pages: readonly (readonly (string | number)[])[];
  coldJobs: { kb: string; files: number };
  interactions: readonly (readonly (string | number)[])[];
}): string;
