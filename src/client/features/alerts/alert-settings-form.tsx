import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MAX_DAILY_CAP, type AlertSettings } from '../../../shared/schemas/alerts';

const DAILY_CAP_MIN = 1;

interface AlertSettingsFormProps {
  value: AlertSettings;
  pending: boolean;
  onSave: (value: AlertSettings) => void;
}

/** How alerts arrive: one e-mail per alert or one digest a day, at most N a day, or none for now. */
export function AlertSettingsForm({ value, pending, onSave }: AlertSettingsFormProps) {
  const [mode, setMode] = useState(value.mode);
  const [cap, setCap] = useState(String(value.dailyCap));
  const [paused, setPaused] = useState(value.paused);
  const [capError, setCapError] = useState<string | null>(null);
  useEffect(() => {
    setMode(value.mode);
    setCap(String(value.dailyCap));
    setPaused(value.paused);
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dailyCap = Number(cap);
    if (!Number.isInteger(dailyCap) || dailyCap < DAILY_CAP_MIN || dailyCap > MAX_DAILY_CAP) {
      setCapError(`Enter a whole number from ${DAILY_CAP_MIN} to ${MAX_DAILY_CAP}`);
      return;
    }
    setCapError(null);
    onSave({ mode, dailyCap, paused });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Alert settings">
      <fieldset className="mb-3">
        <legend className="h6">Delivery</legend>
        <Form.Check
          type="radio"
          id="alert-mode-instant"
          name="alert-mode"
          label="Instant: one e-mail as soon as an alert fires"
          checked={mode === 'instant'}
          onChange={() => setMode('instant')}
        />
        <Form.Check
          type="radio"
          id="alert-mode-digest"
          name="alert-mode"
          label="Daily digest: one e-mail a day with every alert"
          checked={mode === 'digest'}
          onChange={() => setMode('digest')}
        />
      </fieldset>
      <Form.Group controlId="alert-daily-cap" className="mb-3" style={{ maxWidth: '16rem' }}>
        <Form.Label>Most alert e-mails per day</Form.Label>
        <Form.Control
          type="number"
          min={DAILY_CAP_MIN}
          max={MAX_DAILY_CAP}
          value={cap}
          isInvalid={capError !== null}
          aria-invalid={capError !== null}
          onChange={(e) => setCap(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{capError}</Form.Control.Feedback>
      </Form.Group>
      <Form.Check
        type="switch"
        id="alert-paused"
        className="mb-3"
        label="Pause all alerts"
        checked={paused}
        onChange={(e) => setPaused(e.target.checked)}
      />
      <Button type="submit" disabled={pending}>
        Save alert settings
      </Button>
    </Form>
  );
}
