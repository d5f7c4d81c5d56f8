import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ACCESSORY_CATEGORIES, PRODUCT_TYPES } from '../../../shared/constants';
import type { AdminListing, OverrideField } from '../../../shared/schemas/listings';
import { ScrollArea } from '../../components/scroll-area';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { adminFailure, errorMessage } from './admin-errors';

/** The fields an admin corrects most; the service accepts the others too (grain, casing, ...). */
const EDITABLE: { field: OverrideField; label: string }[] = [
  { field: 'productType', label: 'Type' },
  { field: 'calibre', label: 'Calibre' },
  { field: 'manufacturer', label: 'Manufacturer' },
  { field: 'boxQuantity', label: 'Rounds (box quantity)' },
  { field: 'accessoryCategory', label: 'Category' },
];

export const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

const asText = (v: unknown) => (v === null ? '' : String(v));
const effectiveValues = (l: AdminListing) =>
  Object.fromEntries(EDITABLE.map(({ field }) => [field, asText(l.effective[field])]));

/** The fields the admin changed, as the override call takes them (empty clears, box quantity is a number). */
function changedFields(listing: AdminListing, values: Record<string, string>) {
  const changes: Record<string, unknown> = {};
  for (const { field } of EDITABLE) {
    const now = values[field].trim();
    if (now === asText(listing.effective[field])) continue;
    changes[field] = now === '' ? null : field === 'boxQuantity' ? Number(now) : now;
  }
  return changes;
}

/** The editor's values, and saving or resetting them with their toasts. */
function useOverrideEditor(listing: AdminListing) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Record<string, string>>(() => effectiveValues(listing));
  const [error, setError] = useState<string | null>(null);
  const done = async (updated: AdminListing, text: string) => {
    setError(null);
    setValues(effectiveValues(updated));
    await utils.listings.search.invalidate();
    toast({ title: 'Success', description: text, variant: 'success' });
  };
  const setOverrides = trpc.listings.setOverrides.useMutation({
    onSuccess: (l) => done(l, 'Listing corrected successfully'),
    onError: (e) => {
      setError(errorMessage(e));
      adminFailure(e, 'Failed to correct listing');
    },
  });
  const reset = trpc.listings.resetOverrides.useMutation({
    onSuccess: (l) => done(l, 'Listing reset to automatic'),
    onError: (e) => adminFailure(e, 'Failed to reset listing'),
  });

  function save() {
    const changes = changedFields(listing, values);
    if (Object.keys(changes).length === 0) {
      setError('Change a field first');
      return;
    }
    setOverrides.mutate({ id: listing.id, ...changes } as never);
  }

  return {
    values,
    setValue: (field: OverrideField, v: string) => setValues((s) => ({ ...s, [field]: v })),
    error,
    save,
    saving: setOverrides.isPending,
    reset: (field?: OverrideField) => reset.mutate(field ? { id: listing.id, field } : { id: listing.id }),
    resetting: reset.isPending,
  };
}

type Editor = ReturnType<typeof useOverrideEditor>;

function OverrideFieldRow({
  listing,
  field,
  label,
  editor,
}: {
  listing: AdminListing;
  field: OverrideField;
  label: string;
  editor: Editor;
}) {
  const isOverridden = Object.hasOwn(listing.overrides, field);
  const id = `override-${listing.id}-${field}`;
  return (
    <tr>
      <td>
        <label htmlFor={id}>{label}</label>
        {isOverridden && (
          <Badge bg="warning" text="dark" className="ms-1">
            override
          </Badge>
        )}
      </td>
      <td className="small">{show(listing.auto[field])}</td>
      <td>
        <FieldInput id={id} field={field} value={editor.values[field]} onChange={(v) => editor.setValue(field, v)} />
      </td>
      <td className="text-end">
        {isOverridden && (
          <Button size="sm" variant="link" onClick={() => editor.reset(field)} disabled={editor.resetting}>
            Reset
          </Button>
        )}
      </td>
    </tr>
  );
}

export function OverrideEditor({ listing }: { listing: AdminListing }) {
  const editor = useOverrideEditor(listing);
  return (
    <div
      className="p-2 border rounded bg-body-tertiary"
      aria-label={`Corrections for listing ${listing.id}`}
      role="group"
    >
      {editor.error && <div className="text-danger small mb-2">{editor.error}</div>}
      <ScrollArea label={`Fields of listing ${listing.id}`}>
        <Table size="sm" className="mb-2 align-middle">
          <thead>
            <tr>
              <th>Field</th>
              <th>Automatic</th>
              <th>Value</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {EDITABLE.map(({ field, label }) => (
              <OverrideFieldRow key={field} listing={listing} field={field} label={label} editor={editor} />
            ))}
          </tbody>
        </Table>
      </ScrollArea>
      <div className="d-flex gap-2">
        <Button size="sm" onClick={editor.save} disabled={editor.saving}>
          {editor.saving ? 'Saving...' : 'Save Corrections'}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => editor.reset()}
          disabled={editor.resetting || Object.keys(listing.overrides).length === 0}
        >
          Reset to Automatic
        </Button>
      </div>
    </div>
  );
}

function FieldInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: OverrideField;
  value: string;
  onChange: (v: string) => void;
}) {
  if (field === 'productType' || field === 'accessoryCategory') {
    const options = field === 'productType' ? PRODUCT_TYPES : ACCESSORY_CATEGORIES;
    return (
      <Form.Select id={id} size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">(none)</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Form.Select>
    );
  }
  if (field === 'boxQuantity') {
    return (
      <Form.Control
        id={id}
        size="sm"
        type="number"
        min={1}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <Form.Control
      id={id}
      size="sm"
      value={value}
      placeholder="slug, e.g. 9mm or federal"
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
