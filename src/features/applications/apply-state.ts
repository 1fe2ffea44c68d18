import { useSyncExternalStore } from 'react';

/**
 * What the apply flow remembers while the app runs:
 * - jobs the signed-in candidate applied to (or was told they already had), so the job shows as
 *   applied at once, whatever a refetch in flight still says;
 * - the draft of an application closed before sending, so reopening the form keeps what was typed.
 * Keys include the user id: another account on the same tab never sees them.
 */
const applied = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const key = (userId: string | null, jobId: string) => `${userId ?? 'anonymous'}:${jobId}`;

export function markApplied(userId: string | null, jobId: string): void {
  const k = key(userId, jobId);
  if (applied.has(k)) return;
  applied.add(k);
  version += 1;
  listeners.forEach((l) => l());
}

export function hasAppliedLocally(userId: string | null, jobId: string): boolean {
  return applied.has(key(userId, jobId));
}

export function useAppliedLocally(userId: string | null, jobId: string): boolean {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    () => version,
  );
  return hasAppliedLocally(userId, jobId);
}

const drafts = new Map<string, unknown>();

export function saveDraft<T>(userId: string | null, jobId: string, values: T): void {
  drafts.set(key(userId, jobId), values);
}

export function readDraft<T>(userId: string | null, jobId: string): T | undefined {
  return drafts.get(key(userId, jobId)) as T | undefined;
}

export function clearDraft(userId: string | null, jobId: string): void {
  drafts.delete(key(userId, jobId));
}

/** Tests only. */
export function resetApplyState(): void {
  applied.clear();
  drafts.clear();
  version += 1;
}
