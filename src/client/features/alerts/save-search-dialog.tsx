import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { AlertDialogFrame } from './alert-dialog-frame';
import { ToggleAmount } from './rule-inputs';
import { NAME_MAX, searchAlertFromForm, type SearchAlertFields, type SearchAlertForm } from './search-alert';
import type { AlertViewer } from './watch-dialog';

export interface SaveSearchDialogProps {
  show: boolean;
  viewer: AlertViewer;
  initial: SearchAlertForm;
  editing?: boolean;
  pending: boolean;
  onSubmit: (saved: { name: string; alert: SearchAlertFields }) => void;
  onClose: () => void;
}

const SUBMIT: Record<AlertViewer, string> = {
  verified: 'Save search',
  unverified: 'Keep this search for after verification',
  visitor: 'Create a free account to save',
};

type FieldError = { field: keyof SearchAlertForm; error: string } | null;

/** Save the search on screen (its URL query) with an alert: new listings, under a price per round, back in stock. */
export function SaveSearchDialog(props: SaveSearchDialogProps) {
  const [form, setForm] = useState<SearchAlertForm>(props.initial);
  const [error, setError] = useState<FieldError>(null);
  useEffect(() => {
    if (!props.show) return;
    setForm(props.initial);
    setError(null);
  }, [props.show, props.initial]);

  const set = (patch: Partial<SearchAlertForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    const result = searchAlertFromForm(form);
    if (!result.ok) return setError(result);
    setError(null);
    props.onSubmit({ name: result.name, alert: result.alert });
  };

  return (
    <AlertDialogFrame
      show={props.show}
      title={props.editing ? 'Edit saved search' : 'Save this search'}
      titleId="save-search-title"
      submitLabel={props.editing ? 'Save' : SUBMIT[props.viewer]}
      pending={props.pending}
      formError={error?.field === 'newListings' ? error.error : undefined}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {props.viewer !== 'verified' && (
        <Alert variant={props.viewer === 'visitor' ? 'info' : 'warning'} className="small py-2">
          {props.viewer === 'visitor'
            ? 'Saved searches are free with an account. We keep this search and save it once you have verified your e-mail.'
            : 'Verify your e-mail address to get alerts. We keep this search and save it once you click the link we sent.'}
        </Alert>
      )}
      <Form.Group controlId="save-search-name" className="mb-3">
        <Form.Label>Name</Form.Label>
        <Form.Control
          value={form.name}
          maxLength={NAME_MAX}
          isInvalid={error?.field === 'name'}
          aria-invalid={error?.field === 'name'}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Form.Control.Feedback type="invalid">{error?.field === 'name' && error.error}</Form.Control.Feedback>
      </Form.Group>
      <SearchAlertFieldset form={form} error={error} onChange={set} />
    </AlertDialogFrame>
  );
}

function SearchAlertFieldset(props: {
  form: SearchAlertForm;
  error: FieldError;
  onChange: (patch: Partial<SearchAlertForm>) => void;
}) {
  const { form, onChange: set } = props;
  return (
    <fieldset>
      <legend className="h6">E-mail me when there is</legend>
      <Form.Check
        id="save-search-new"
        label="A new listing"
        checked={form.newListings}
        onChange={(e) => set({ newListings: e.target.checked })}
        className="mb-2"
      />
      <ToggleAmount
        id="save-search-per-round"
        label="Something at or under a price per round"
        amountLabel="Price per round, in dollars"
        prefix="$"
        suffix="/rd"
        placeholder="0.30"
        checked={form.perRoundOn}
        onToggle={(perRoundOn) => set({ perRoundOn })}
        value={form.perRound}
        onValue={(perRound) => set({ perRound })}
        error={props.error?.field === 'perRound' ? props.error.error : undefined}
      />
      <Form.Check
        id="save-search-stock"
        label="Something back in stock"
        checked={form.backInStock}
        onChange={(e) => set({ backInStock: e.target.checked })}
      />
    </fieldset>
  );
}
