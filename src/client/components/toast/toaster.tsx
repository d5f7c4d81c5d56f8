import { useEffect, useRef, type PointerEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { Link } from 'react-router-dom';
import {
  dismissToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
  type ToastItem,
} from './toast-store';

/**
 * The toast region: a labelled live region in the bottom-right corner (at most 420 px wide), focusable with F8.
 * Rendered once inside the router so actions can link to app paths.
 */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section aria-label="Notifications (F8)" className="pr-toast-viewport">
      <ol ref={regionRef} tabIndex={-1} className="list-unstyled m-0 p-0" aria-live="polite">
        {toasts.map((t) => (
          <ToastCard key={t.id} item={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const startX = useRef<number | null>(null);
  const cardRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.durationMs ?? TOAST_DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs]);

  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (startX.current === null || !cardRef.current) return;
    const dx = Math.max(0, e.clientX - startX.current);
    cardRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else if (cardRef.current) cardRef.current.style.transform = '';
  };

  const tone =
    item.variant === 'destructive'
      ? 'border-danger bg-danger-subtle'
      : item.variant === 'success'
        ? 'border-success bg-success-subtle'
        : 'bg-body';
  return (
    <li
      ref={cardRef}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      className={`toast show border shadow-sm w-100 ${tone}`}
      style={{ touchAction: 'pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="d-flex align-items-start p-3 gap-2">
        <div className="flex-grow-1">
          <div className="fw-semibold">{item.title}</div>
          {item.description && <div className="small mt-1">{item.description}</div>}
          {item.action && (
            <Link
              to={item.action.to}
              className="btn btn-sm btn-outline-primary mt-2"
              onClick={() => dismissToast(item.id)}
            >
              {item.action.label}
            </Link>
          )}
        </div>
        <CloseButton aria-label="Dismiss notification" onClick={() => dismissToast(item.id)} />
      </div>
    </li>
  );
}
