import { createContext, use, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLeaveGuard } from '@/hooks/use-leave-guard';

/**
 * One leave guard for every note being written on a page (decision 012 rule 2). A page lists
 * many applications, each with its own composer and editors, but the router honours one blocker
 * at a time: so the forms report their drafts here, and this one guard asks "Leave without
 * saving?" while any of them holds text.
 */
const DraftsContext = createContext<((id: string, dirty: boolean) => void) | null>(null);

/** Wraps a page whose applications show notes (the employer's job page). */
export function NoteDraftsGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  useLeaveGuard(dirty.size > 0, 'your note');
  const report = useMemo(
    () => (id: string, isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(id) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return <DraftsContext value={report}>{children}</DraftsContext>;
}

/** A note form's draft: guarded while `dirty` (and no longer once the form is gone). */
export function useNoteDraft(dirty: boolean) {
  const report = use(DraftsContext);
  const id = useId();
  useEffect(() => {
    if (!report || !dirty) return;
    report(id, true);
    return () => report(id, false);
  }, [report, id, dirty]);
}
