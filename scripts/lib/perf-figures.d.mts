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
