import { useId, type ReactNode } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

interface FilterDrawerProps {
  show: boolean;
  onHide: () => void;
  /** id of the region, for the toggle's aria-controls. */
  id: string;
  title: string;
  /** Shown at the foot of the phone panel (e.g. a button that applies the filters). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * Extra filters: folded out under the form on wider screens, a panel sliding in from the side on phones (where a
 * long form would push the results a screen away).
 */
export function FilterDrawer({ show, onHide, id, title, footer, children }: FilterDrawerProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const titleId = useId();
  if (isPhone) {
    return (
      <Offcanvas show={show} onHide={onHide} placement="end" id={id} aria-labelledby={titleId}>
        <Offcanvas.Header closeButton closeLabel="Close filters">
          <Offcanvas.Title as="h2" className="h5" id={titleId}>
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {children}
          {footer && <div className="mt-4">{footer}</div>}
        </Offcanvas.Body>
      </Offcanvas>
    );
  }
  return (
    <Collapse in={show}>
      <div id={id}>{children}</div>
    </Collapse>
  );
}
