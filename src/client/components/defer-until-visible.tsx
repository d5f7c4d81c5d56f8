import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children only when their place comes near the viewport, holding that place meanwhile (no layout
 * shift). Cards below the results then cost no script, render or request before the results are on screen.
 */
export function DeferUntilVisible({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: '400px 0px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible && children}
    </div>
  );
}
