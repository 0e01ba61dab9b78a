import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` once their place on the page comes into the window (an IntersectionObserver),
 * `placeholder` until then: a lazy part below the fold (the dashboard's charts and recharts with
 * them) is fetched only when scrolled to. Not ahead of time: with the dashboard's few quick links
 * the accounts charts sit just below the fold, and 200 px ahead fetched recharts (107 KB gzip) on
 * every first visit. At once where there is no
 * IntersectionObserver (old browsers, jsdom).
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  if (seen) return children;
  return <div ref={ref}>{placeholder}</div>;
}
