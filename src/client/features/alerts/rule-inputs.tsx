import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface ToggleAmountProps {
  id: string;
  label: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  value: string;
  onValue: (value: string) => void;
  /** The amount's own label (screen readers hear it; sighted users see the box under the checkbox). */
  amountLabel: string;
  prefix?: string;
  suffix?: string;
  placeholder?: string;
  error?: string;
}

/** A condition with an amount: a checkbox, and under it the amount's box while it is ticked. */
export function ToggleAmount(props: ToggleAmountProps) {
  const errorId = `${props.id}-error`;
  return (
    <div className="mb-2">
      <Form.Check
        id={`${props.id}-on`}
        label={props.label}
        checked={props.checked}
        onChange={(e) => props.onToggle(e.target.checked)}
      />
      {props.checked && (
        <InputGroup size="sm" className="ms-4 mt-1" style={{ maxWidth: '14rem' }} hasValidation>
          {props.prefix && <InputGroup.Text aria-hidden="true">{props.prefix}</InputGroup.Text>}
          <Form.Control
            id={props.id}
            aria-label={props.amountLabel}
            inputMode="decimal"
            value={props.value}
            placeholder={props.placeholder}
            isInvalid={Boolean(props.error)}
            aria-invalid={Boolean(props.error)}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(e) => props.onValue(e.target.value)}
          />
          {props.suffix && <InputGroup.Text aria-hidden="true">{props.suffix}</InputGroup.Text>}
          {props.error && (
            <Form.Control.Feedback type="invalid" id={errorId}>
              {props.error}
            </Form.Control.Feedback>
          )}
        </InputGroup>
      )}
    </div>
  );
}
