import { type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

interface AlertDialogFrameProps {
  show: boolean;
  /** The dialog's accessible name, also its visible title. */
  title: string;
  titleId: string;
  submitLabel: string;
  pending: boolean;
  /** A form-level message (no alert chosen), announced when it appears. */
  formError?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The modal form shared by the Watch and Save-search dialogs: title, body, Cancel and the submit button. */
export function AlertDialogFrame(props: AlertDialogFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal show={props.show} onHide={props.onClose} aria-labelledby={props.titleId}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={props.titleId} className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {props.children}
          {props.formError && (
            <p className="text-danger small mt-2 mb-0" role="alert">
              {props.formError}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
