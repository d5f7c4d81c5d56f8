import Form from 'react-bootstrap/Form';
import type { RetailerFormValues } from './retailer-form';
import { PLATFORM_IDS, PLATFORM_LABELS } from './retailer-form';

export interface FieldError {
  field: string;
  message: string;
}

interface Props {
  values: RetailerFormValues;
  set: <K extends keyof RetailerFormValues>(key: K, value: RetailerFormValues[K]) => void;
  fieldError: FieldError | null;
}

const SELECTOR_EXAMPLE =
  '{\n  "productList": ".product",\n  "name": ".title",\n  "price": ".price",\n  "sku": ".sku",\n  "stockStatus": ".stock"\n}';

/** Name, URL, platform and selector: the fields the form rules of SPEC §5 check, each with its inline error. */
function IdentityFields({ values, set, fieldError }: Props) {
  const invalid = (field: string) => fieldError?.field === field;
  const feedback = (field: string) => (
    <Form.Control.Feedback type="invalid">{invalid(field) && fieldError?.message}</Form.Control.Feedback>
  );
  return (
    <>
      <Form.Group className="mb-3" controlId="retailer-name">
        <Form.Label>Name</Form.Label>
        <Form.Control
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          isInvalid={invalid('name')}
          required
        />
        {feedback('name')}
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
        {feedback('url')}
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
          placeholder={SELECTOR_EXAMPLE}
        />
        <Form.Text>
          Required for the CSS selectors platform: productList, name, price (sku and stockStatus optional).
        </Form.Text>
        {feedback('selector')}
      </Form.Group>
    </>
  );
}

function ScheduleFields({ values, set }: Props) {
  return (
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
        <Form.Select value={values.isActive} onChange={(e) => set('isActive', e.target.value as 'true' | 'false')}>
          <option value="true">true</option>
          <option value="false">false</option>
        </Form.Select>
      </Form.Group>
    </div>
  );
}

/** Every field of the retailer dialog. */
export function RetailerFields(props: Props) {
  return (
    <>
      <IdentityFields {...props} />
      <ScheduleFields {...props} />
    </>
  );
}
