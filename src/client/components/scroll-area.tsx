import type { CSSProperties, ReactNode } from 'react';

/**
 * A wide table's own horizontal scroll box: a named region in the tab order, so keyboard users on a narrow screen
 * can reach and scroll it (axe: scrollable-region-focusable), while the page itself never scrolls sideways.
 */
export function ScrollArea({ label, style, children }: { label: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <div className="table-responsive pr-scroll-area" tabIndex={0} role="region" aria-label={label} style={style}>
      {children}
    </div>
  );
}
