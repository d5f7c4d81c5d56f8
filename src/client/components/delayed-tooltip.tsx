import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';

/** SPEC §9: a tooltip opens after 700 ms; within 300 ms of another closing it opens at once (skip delay). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface SkipDelayState {
  lastClosedAt: number;
}

const defaultSkipState: SkipDelayState = { lastClosedAt: -Infinity };
const SkipDelayContext = createContext<SkipDelayState>(defaultSkipState);

/** Tooltips inside share one skip-delay clock; without a provider the whole page shares one. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [state] = useState<SkipDelayState>(() => ({ lastClosedAt: -Infinity }));
  return <SkipDelayContext.Provider value={state}>{children}</SkipDelayContext.Provider>;
}

/**
 * Wraps its child in a focusable span, so a tooltip also explains a disabled button (which gets no pointer or
 * focus events itself), and shows `text` on hover or keyboard focus.
 */
export function DelayedTooltip({ text, children }: { text: string; children: ReactNode }) {
  const skip = useContext(SkipDelayContext);
  const [show, setShow] = useState(false);
  const target = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = () => {
    clearTimeout(timer.current);
    const delay = Date.now() - skip.lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
    timer.current = setTimeout(() => setShow(true), delay);
  };
  const close = () => {
    clearTimeout(timer.current);
    setShow((wasShown) => {
      if (wasShown) skip.lastClosedAt = Date.now();
      return false;
    });
  };

  return (
    <>
      <span
        ref={target}
        tabIndex={0}
        className="d-inline-block"
        aria-describedby={show ? id : undefined}
        onMouseEnter={open}
        onMouseLeave={close}
        onFocus={open}
        onBlur={close}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      >
        {children}
      </span>
      <Overlay target={target} show={show} placement="top">
        {(props) => (
          <Tooltip id={id} {...props}>
            {text}
          </Tooltip>
        )}
      </Overlay>
    </>
  );
}
