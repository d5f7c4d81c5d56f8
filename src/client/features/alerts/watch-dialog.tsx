import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { WatchRule } from '../../../shared/schemas/alerts';
import { AlertDialogFrame } from './alert-dialog-frame';
import { ToggleAmount } from './rule-inputs';
import { EMPTY_WATCH_RULE, ruleFromForm, type WatchRuleForm } from './watch-rule';

/** Who presses Watch: only a verified account gets alerts; the others keep their choice for later. */
export type AlertViewer = 'visitor' | 'unverified' | 'verified';

export interface WatchDialogProps {
  /** The product to watch; null closes the dialog. */
  product: { productId: number; name: string } | null;
  viewer: AlertViewer;
  /** Editing an existing watch starts from its rule. */
  initial?: WatchRuleForm;
  editing?: boolean;
  pending: boolean;
  onSubmit: (rule: WatchRule) => void;
  onClose: () => void;
  onResendVerification?: () => void;
}

const SUBMIT: Record<AlertViewer, string> = {
  verified: 'Watch',
  unverified: 'Keep this watch for after verification',
  visitor: 'Create a free account to watch',
};

type FieldError = { field: keyof WatchRuleForm; error: string } | null;

/** Watch a product (every store that sells it): pick what should trigger an e-mail. */
export function WatchDialog(props: WatchDialogProps) {
  const { product, viewer } = props;
  const [form, setForm] = useState<WatchRuleForm>(props.initial ?? EMPTY_WATCH_RULE);
  const [error, setError] = useState<FieldError>(null);
  useEffect(() => {
    setForm(props.initial ?? EMPTY_WATCH_RULE);
    setError(null);
  }, [product?.productId, props.initial]);

  const submit = () => {
    const result = ruleFromForm(form);
    if (!result.ok) return setError(result);
    setError(null);
    props.onSubmit(result.rule);
  };

  return (
    <AlertDialogFrame
      show={product !== null}
      title={props.editing ? 'Edit watch' : 'Watch this product'}
      titleId="watch-title"
      submitLabel={props.editing ? 'Save' : SUBMIT[viewer]}
      pending={props.pending}
      formError={error?.field === 'anyDrop' ? error.error : undefined}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <p className="fw-semibold mb-1 text-break">{product?.name}</p>
      <p className="small text-body-secondary">At every store that sells it. E-mail me when:</p>
      <ViewerNotice viewer={viewer} onResend={props.onResendVerification} />
      <WatchRuleFieldset form={form} error={error} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
    </AlertDialogFrame>
  );
}

function WatchRuleFieldset(props: {
  form: WatchRuleForm;
  error: FieldError;
  onChange: (patch: Partial<WatchRuleForm>) => void;
}) {
  const { form, onChange: set } = props;
  const errorOf = (field: keyof WatchRuleForm) => (props.error?.field === field ? props.error.error : undefined);
  return (
    <fieldset>
      <legend className="visually-hidden">Alert me when</legend>
      <Form.Check
        id="watch-any-drop"
        label="The price drops at all"
        checked={form.anyDrop}
        onChange={(e) => set({ anyDrop: e.target.checked })}
        className="mb-2"
      />
      <ToggleAmount
        id="watch-per-round"
        label="The price per round is at or under a target"
        amountLabel="Target price per round, in dollars"
        prefix="$"
        suffix="/rd"
        placeholder="0.30"
        checked={form.perRoundOn}
        onToggle={(perRoundOn) => set({ perRoundOn })}
        value={form.perRound}
        onValue={(perRound) => set({ perRound })}
        error={errorOf('perRound')}
      />
      <ToggleAmount
        id="watch-per-box"
        label="The box price is at or under a target"
        amountLabel="Target box price, in dollars"
        prefix="$"
        placeholder="19.99"
        checked={form.perBoxOn}
        onToggle={(perBoxOn) => set({ perBoxOn })}
        value={form.perBox}
        onValue={(perBox) => set({ perBox })}
        error={errorOf('perBox')}
      />
      <ToggleAmount
        id="watch-percent"
        label="The price drops by a percentage"
        amountLabel="Drop percentage"
        suffix="%"
        placeholder="10"
        checked={form.percentOn}
        onToggle={(percentOn) => set({ percentOn })}
        value={form.percent}
        onValue={(percent) => set({ percent })}
        error={errorOf('percent')}
      />
      <Form.Check
        id="watch-back-in-stock"
        label="It is back in stock"
        checked={form.backInStock}
        onChange={(e) => set({ backInStock: e.target.checked })}
      />
    </fieldset>
  );
}

function ViewerNotice({ viewer, onResend }: { viewer: AlertViewer; onResend?: () => void }) {
  if (viewer === 'verified') return null;
  if (viewer === 'visitor') {
    return (
      <Alert variant="info" className="small py-2">
        Alerts are free with an account. Choose your alert, create an account, and the watch starts as soon as you
        verify your e-mail.
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="small py-2">
      Verify your e-mail address to get alerts. We keep this watch and start it once you click the link we sent.
      {onResend && (
        <button
          type="button"
          className="btn btn-sm p-0 ms-1 align-baseline alert-link text-decoration-underline"
          onClick={onResend}
        >
          Resend the verification e-mail
        </button>
      )}
    </Alert>
  );
}
