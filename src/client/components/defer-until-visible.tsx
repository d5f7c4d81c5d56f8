import { useEffect, useRef, useState, type ReactNode } from 'react';

/** When the browser has nothing else to do (or after this long at the latest), the children mount anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Mounts its children when their place comes near the viewport or the page goes idle, holding that place
 * meanwhile (no layout shift). Cards below the results then cost no script, render or request before the
 * results are on screen.
 */
export function DeferUntilVisible({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(ref.current);
    const show = () => setVisible(true);
    const idle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS }) : null;
    const timer = idle === null ? setTimeout(show, IDLE_TIMEOUT_MS) : null;
    return () => {
      observer.disconnect();
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [visible]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible && children}
    </div>
  );
}
