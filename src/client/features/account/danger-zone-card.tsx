import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { deleteAccountInputSchema } from '../../../shared/schemas/auth';
import { useZodForm } from '../auth/use-zod-form';

export function DangerZoneCard({ onDelete, isPending }: { onDelete: () => void; isPending: boolean }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(deleteAccountInputSchema, { confirmText: '' });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  return (
    <Card border="danger" className="mb-4">
      <Card.Header as="h2" className="h5 text-danger">
        Danger Zone
      </Card.Header>
      <Card.Body>
        <p className="mb-3">Permanently delete your account and all of its data. This cannot be undone.</p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </Card.Body>
      <Modal show={open} onHide={close} centered aria-labelledby="delete-account-title">
        <Form noValidate onSubmit={form.handleSubmit(onDelete)}>
          <Modal.Header closeButton>
            <Modal.Title id="delete-account-title">Are you absolutely sure?</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>
              This action cannot be undone. It permanently deletes your account and removes all your data from our
              servers, including your watchlist and saved preferences.
            </p>
            <Form.Group controlId="confirmText">
              <Form.Label>
                Type <strong>DELETE</strong> to confirm
              </Form.Label>
              <Form.Control {...form.field('confirmText')} autoComplete="off" />
              <Form.Control.Feedback type="invalid">{form.errors.confirmText}</Form.Control.Feedback>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isPending}>
              {isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </Card>
  );
}
