import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicJobOptions } from '@/lib/api/shared-queries';
import { whenIdle } from '@/lib/idle';

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
    // A page left before the call's code arrived records nothing.
    let onPage = true;
    const cancel = whenIdle(() => {
      void import('./api')
        .then(({ recordJobView }) => (onPage ? recordJobView(slug) : undefined))
        .catch(() => undefined);
    });
    return () => {
      onPage = false;
      cancel();
    };
  }, [slug, loaded]);
}
