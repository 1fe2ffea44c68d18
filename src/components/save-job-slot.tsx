import { createContext, useContext, type ReactNode } from 'react';
import type { JobListItem } from '@generated/types.gen';

/**
 * Where a job's Save toggle goes (saved jobs). Job cards and the job page belong to the
 * jobs feature, the toggle to the saved-jobs feature, and a feature never imports another: the
 * app provides the toggle here (src/app/root.tsx) and the jobs feature renders `SaveJobControl`
 * wherever a job can be saved. Without a provider (tests of the jobs feature) nothing is shown.
 */
export interface SaveJobControlProps {
  /** The job; `is_saved` when the answer carried it (getPublicJob with a candidate token). */
  job: JobListItem & { is_saved?: boolean };
  /** 'card': a small toggle naming the job; 'page': the job page's, beside Apply. */
  place: 'card' | 'page';
}

const SaveJobSlot = createContext<((props: SaveJobControlProps) => ReactNode) | null>(null);

export const SaveJobProvider = SaveJobSlot.Provider;

export function SaveJobControl(props: SaveJobControlProps) {
  const render = useContext(SaveJobSlot);
  return render ? render(props) : null;
}
