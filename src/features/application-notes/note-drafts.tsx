import { createContext, use, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { browserStorageEnv, storedJson, type StorageEnv } from '@/lib/browser-storage';
import { useSession } from '@/lib/session/session-store';

/**
 * The notes being written on a page (decision 012 rule 2), and one leave guard over them. A page
 * lists many applications, each with its own composer and editors, but the router honours one
 * blocker at a time: so the forms report their drafts here, and this one guard asks "Leave
 * without saving?" while any of them holds text.
 *
 * A new note's draft is kept per application for as long as the page (and, in this tab's
 * sessionStorage, a reload of it): switching the status tab, the page of the list, the view or
 * another application takes its card off the screen, and coming back shows the text again (its
 * activity opened). It is forgotten once the note is sent, or when the person leaves the page
 * without saving. Keyed by the account and the job: another account on this tab never sees it.
 */
interface Drafts {
  /** A composer's or an editor's draft is dirty (editors report by the form's id). */
  report(id: string, dirty: boolean): void;
  /** The kept text of a new note on an application ('' when none). */
  read(applicationId: string): string;
  /** Keeps the text of a new note (blank: forgets it). */
  keep(applicationId: string, text: string): void;
}

const DraftsContext = createContext<Drafts | null>(null);

const draftsStorageKey = (userId: string, scope: string) =>
  `jobboard.note-drafts.${userId}.${scope}`;

/** The stored drafts of a page: text by application id, anything else dropped. */
function readStored(env: StorageEnv, key: string): Map<string, string> {
  let raw: unknown;
  try {
    raw = storedJson(env.storage?.getItem(key) ?? null);
  } catch {
    raw = undefined; // storage refused
  }
  if (typeof raw !== 'object' || raw === null) return new Map();
  return new Map(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

function writeStored(env: StorageEnv, key: string, texts: ReadonlyMap<string, string>) {
  try {
    if (texts.size === 0) env.storage?.removeItem(key);
    else env.storage?.setItem(key, JSON.stringify(Object.fromEntries(texts)));
  } catch {
    // storage full or refused: the drafts live as long as the page
  }
}

const composerId = (applicationId: string) => `new-note:${applicationId}`;

/** A page's new-note drafts: read from this tab's storage once, written back on every change. */
function draftStore(key: string) {
  const env = browserStorageEnv('sessionStorage');
  const texts = readStored(env, key);
  return {
    applicationIds: () => [...texts.keys()],
    read: (applicationId: string) => texts.get(applicationId) ?? '',
    /** Keeps the text (blank: forgets it); says whether a draft is kept. */
    keep(applicationId: string, text: string): boolean {
      const kept = text.trim() !== '';
      if (kept) texts.set(applicationId, text);
      else texts.delete(applicationId);
      writeStored(env, key, texts);
      return kept;
    },
    clear() {
      texts.clear();
      writeStored(env, key, texts);
    },
  };
}

/**
 * Wraps a page whose applications show notes (the employer's job page); `scope` names the page's
 * drafts (the job's id).
 */
export function NoteDraftsGuard({ scope, children }: { scope: string; children: ReactNode }) {
  const userId = useSession((s) => s.user?.id) ?? 'signed-out';
  const key = draftsStorageKey(userId, scope);
  // The texts live outside React state: typing in one composer renders nothing else.
  const store = useMemo(() => draftStore(key), [key]);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(
    () => new Set(store.applicationIds().map(composerId)),
  );
  const drafts = useMemo<Drafts>(() => {
    const report = (id: string, isDirty: boolean) =>
      setDirty((current) => {
        if (current.has(id) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(id);
        else next.delete(id);
        return next;
      });
    return {
      report,
      read: store.read,
      keep: (applicationId, text) =>
        report(composerId(applicationId), store.keep(applicationId, text)),
    };
  }, [store]);
  // "Leave" forgets every draft of the page (the question said they would be lost).
  useLeaveGuard(dirty.size > 0, 'your note', store.clear);
  return <DraftsContext value={drafts}>{children}</DraftsContext>;
}

/** An editor's draft: guarded while `dirty` (and no longer once the form is gone). */
export function useNoteDraft(dirty: boolean) {
  const drafts = use(DraftsContext);
  const id = useId();
  useEffect(() => {
    if (!drafts || !dirty) return;
    drafts.report(id, true);
    return () => drafts.report(id, false);
  }, [drafts, id, dirty]);
}

/**
 * A new note's draft on an application, kept by the page (null outside a NoteDraftsGuard: the
 * text then lives as long as the form).
 */
export function useKeptNoteDraft(applicationId: string | undefined) {
  const drafts = use(DraftsContext);
  return useMemo(
    () =>
      drafts && applicationId
        ? {
            read: () => drafts.read(applicationId),
            keep: (text: string) => drafts.keep(applicationId, text),
            forget: () => drafts.keep(applicationId, ''),
          }
        : null,
    [drafts, applicationId],
  );
}
