import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/**
 * A search box whose text goes into the URL's `search` once typing pauses (replace: one history
 * entry per search, not per key), back to the first page. `current` is the URL's search now;
 * `maxLength` trims what the contract would refuse. The employer's jobs list and a job's
 * applications list share it.
 */
export function useUrlSearch(current: string | undefined, maxLength = 200) {
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(current ?? '');
  const debounced = useDebouncedValue(text.trim().slice(0, maxLength), 300);
  useEffect(() => {
    if ((current ?? '') === debounced) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [debounced, current, setSearchParams]);
  return [text, setText] as const;
}
