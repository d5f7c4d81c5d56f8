import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { REPORT_FIELDS, type ReportField } from '../../../shared/schemas/reports';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';

const LABEL: Record<ReportField, string> = { boxQuantity: 'Round count', calibre: 'Calibre', productType: 'Type' };

/** "This row is wrong": pick what is wrong, optionally say what it should be, send. Signed-in users only. */
export function ReportDialog({
  listing,
  onClose,
}: {
  listing: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const [field, setField] = useState<ReportField>('boxQuantity');
  const [value, setValue] = useState('');
  const report = trpc.listings.report.useMutation();

  async function send() {
    if (!listing) return;
    try {
      const result = await report.mutateAsync({ listingId: listing.id, field, value: value.trim() || undefined });
      toast({
        title: 'Thank you',
        description: result.created
          ? 'Your report was sent for review.'
          : 'You already reported this listing; it is waiting for review.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Not sent',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Modal show={listing !== null} onHide={onClose} aria-labelledby="report-title">
      <Modal.Header closeButton>
        <Modal.Title id="report-title" className="h5">
          Report a wrong reading
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{listing?.name}</p>
        <Form.Group className="mb-3" controlId="report-field">
          <Form.Label>What is wrong?</Form.Label>
          <Form.Select value={field} onChange={(e) => setField(e.target.value as ReportField)}>
            {REPORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {LABEL[f]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="report-value">
          <Form.Label>Correct value (optional)</Form.Label>
          <Form.Control value={value} maxLength={60} onChange={(e) => setValue(e.target.value)} />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={send} disabled={report.isPending}>
          Send report
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
