import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicJobOptions } from '@/lib/api/shared-queries';
import { whenIdle } from '@/lib/build-check';

/**
 * Records one view of the public job page `slug` (recordJobView) once its job has loaded and the
 * browser is idle. The call's code loads only then, so the job page's first load does not grow;
 * effects never run in prerendering, and the edge handler renders no React. Reads the job's cache
 * entry without asking for it (the page asks).
 */
export function useRecordJobView(slug: string): void {
  const loaded = useQuery({ ...publicJobOptions(slug), enabled: false }).isSuccess;
  useEffect(() => {
    if (!loaded) return;
    return whenIdle(() => {
      void import('./api').then(({ recordJobView }) => recordJobView(slug)).catch(() => undefined);
    });
  }, [slug, loaded]);
}
