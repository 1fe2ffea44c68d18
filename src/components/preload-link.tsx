import { useEffect, useRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { preloadRoute } from '@/lib/route-preload';

/** A Link that preloads its route on hover, focus, or when it comes into view. */
export function PreloadLink({ to, onMouseEnter, onFocus, ...props }: LinkProps & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        void preloadRoute(to);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
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
