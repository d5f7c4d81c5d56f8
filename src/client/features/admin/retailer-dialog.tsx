import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../components/toast/toast-store';
import type { RetailerPayload, RetailerFormValues } from './retailer-form';
import { checkRetailerForm, PLATFORM_IDS, PLATFORM_LABELS } from './retailer-form';
import { RetailerTestResults, type TestState } from './retailer-test-results';

interface Props {
  show: boolean;
  mode: 'add' | 'edit';
  initial: RetailerFormValues;
  pending: boolean;
  /** The server's reason when the last save failed (shown inline). */
  serverError: string | null;
  onSave: (payload: RetailerPayload) => void;
  onTest: (payload: RetailerPayload) => Promise<TestState>;
  onClose: () => void;
}

/** Add and Edit dialog of SPEC §2 (form rules of §5) with a 'Test' action that stores nothing. */
export function RetailerDialog({ show, mode, initial, pending, serverError, onSave, onTest, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [test, setTest] = useState<TestState>({ status: 'idle' });

  useEffect(() => {
    if (show) {
      setValues(initial);
      setFieldError(null);
      setTest({ status: 'idle' });
    }
  }, [show, initial]);

  const set = <K extends keyof RetailerFormValues>(key: K, value: RetailerFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function check() {
    const result = checkRetailerForm(values);
    if (result.ok) {
      setFieldError(null);
      return result.payload;
    }
    if (result.kind === 'invalid-json') {
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
      setFieldError({ field: 'selector', message: result.message });
    } else {
      setFieldError({ field: result.field, message: result.message });
    }
    return null;
  }

  async function runTest() {
    const payload = check();
    if (!payload) return;
    setTest({ status: 'running' });
    setTest(await onTest(payload));
  }

  const invalid = (field: string) => fieldError?.field === field;
  const title = mode === 'add' ? 'Add Retailer' : 'Edit Retailer';

  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="retailer-dialog-title">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const payload = check();
          if (payload) onSave(payload);
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="retailer-dialog-title">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <Form.Group className="mb-3" controlId="retailer-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              isInvalid={invalid('name')}
              required
            />
            <Form.Control.Feedback type="invalid">{invalid('name') && fieldError?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="retailer-url">
            <Form.Label>URL</Form.Label>
            <Form.Control
              type="url"
              value={values.url}
              onChange={(e) => set('url', e.target.value)}
              isInvalid={invalid('url')}
              placeholder="https://store.example.ca/"
              required
            />
            <Form.Control.Feedback type="invalid">{invalid('url') && fieldError?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="retailer-platform">
            <Form.Label>Platform</Form.Label>
            <Form.Select
              value={values.platform}
              onChange={(e) => set('platform', e.target.value as RetailerFormValues['platform'])}
            >
              {PLATFORM_IDS.map((id) => (
                <option key={id} value={id}>
                  {PLATFORM_LABELS[id]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="retailer-selector">
            <Form.Label>Selector (JSON)</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              className="font-monospace"
              value={values.selector}
              onChange={(e) => set('selector', e.target.value)}
              isInvalid={invalid('selector')}
              placeholder={
                '{\n  "productList": ".product",\n  "name": ".title",\n  "price": ".price",\n  "sku": ".sku",\n  "stockStatus": ".stock"\n}'
              }
            />
            <Form.Text>
              Required for the CSS selectors platform: productList, name, price (sku and stockStatus optional).
            </Form.Text>
            <Form.Control.Feedback type="invalid">{invalid('selector') && fieldError?.message}</Form.Control.Feedback>
          </Form.Group>
          <div className="row">
            <Form.Group className="mb-3 col-sm-6" controlId="retailer-interval">
              <Form.Label>Scrape interval (hours)</Form.Label>
              <Form.Control
                type="number"
                min={3}
                max={12}
                step={1}
                value={values.scrapeIntervalHours}
                onChange={(e) => set('scrapeIntervalHours', e.target.value)}
              />
              <Form.Text>3 to 12 hours.</Form.Text>
            </Form.Group>
            <Form.Group className="mb-3 col-sm-6" controlId="retailer-active">
              <Form.Label>Active</Form.Label>
              <Form.Select
                value={values.isActive}
                onChange={(e) => set('isActive', e.target.value as 'true' | 'false')}
              >
                <option value="true">true</option>
                <option value="false">false</option>
              </Form.Select>
            </Form.Group>
          </div>
          <RetailerTestResults state={test} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={runTest} disabled={test.status === 'running'}>
            {test.status === 'running' ? (
              <>
                <Spinner size="sm" animation="border" className="me-1" aria-hidden /> Testing...
              </>
            ) : (
              'Test'
            )}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Saving...' : mode === 'add' ? 'Create Retailer' : 'Update Retailer'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
