import { useEffect, useRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { whenIdle } from '@/lib/idle';
import { preloadRoute } from '@/lib/route-preload';

/**
 * A Link that preloads its route on hover or focus, or when it has come into view and the browser
 * is idle: a list's links that render in view wait until the list has painted, so their pages'
 * code does not compete with it (on a cold /jobs, the job page's chunks were fetched while the
 * first cards were still to paint; decision 013).
 */
export function PreloadLink({ to, onMouseEnter, onFocus, ...props }: LinkProps & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        cancelIdle = whenIdle(() => void preloadRoute(to));
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [to]);

  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(e) => {
        void preloadRoute(to);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        void preloadRoute(to);
        onFocus?.(e);
      }}
      {...props}
    />
  );
}
