import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { toast } from '../../components/toast/toast-store';
import { RetailerFields, type FieldError } from './retailer-fields';
import type { RetailerPayload, RetailerFormValues } from './retailer-form';
import { checkRetailerForm } from './retailer-form';
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

/** The dialog's values (reset each time it opens), their check, and the Test action's state. */
function useRetailerDialogForm(show: boolean, initial: RetailerFormValues, onTest: Props['onTest']) {
  const [values, setValues] = useState(initial);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [test, setTest] = useState<TestState>({ status: 'idle' });

  useEffect(() => {
    if (show) {
      setValues(initial);
      setFieldError(null);
      setTest({ status: 'idle' });
    }
  }, [show, initial]);

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

  return {
    values,
    set: <K extends keyof RetailerFormValues>(key: K, value: RetailerFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value })),
    fieldError,
    check,
    test,
    async runTest() {
      const payload = check();
      if (!payload) return;
      setTest({ status: 'running' });
      setTest(await onTest(payload));
    },
  };
}

/** Add and Edit dialog of SPEC §2 (form rules of §5) with a 'Test' action that stores nothing. */
export function RetailerDialog({ show, mode, initial, pending, serverError, onSave, onTest, onClose }: Props) {
  const form = useRetailerDialogForm(show, initial, onTest);
  const title = mode === 'add' ? 'Add Retailer' : 'Edit Retailer';

  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="retailer-dialog-title">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const payload = form.check();
          if (payload) onSave(payload);
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="retailer-dialog-title">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {serverError && <Alert variant="danger">{serverError}</Alert>}
          <RetailerFields values={form.values} set={form.set} fieldError={form.fieldError} />
          <RetailerTestResults state={form.test} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={form.runTest} disabled={form.test.status === 'running'}>
            {form.test.status === 'running' ? (
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
