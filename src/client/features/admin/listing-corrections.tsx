import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { ACCESSORY_CATEGORIES, PRODUCT_TYPES } from '../../../shared/constants';
import type { AdminListing, OverrideField } from '../../../shared/schemas/listings';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { adminFailure, errorMessage, isUnauthorized, loggedOutRedirect } from './admin-errors';
import { ScrollArea } from '../../components/scroll-area';

/** The fields an admin corrects most; the service accepts the others too (grain, casing, ...). */
const EDITABLE: { field: OverrideField; label: string }[] = [
  { field: 'productType', label: 'Type' },
  { field: 'calibre', label: 'Calibre' },
  { field: 'manufacturer', label: 'Manufacturer' },
  { field: 'boxQuantity', label: 'Rounds (box quantity)' },
  { field: 'accessoryCategory', label: 'Category' },
];

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** Search listings, see what the title module understood, override fields, reset to automatic. */
export function ListingCorrections() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const results = trpc.listings.search.useQuery(
    { search: search ?? '', limit: 25 },
    { enabled: search !== null, staleTime: 0 },
  );
  useEffect(() => {
    if (results.error && isUnauthorized(results.error)) loggedOutRedirect();
  }, [results.error]);

  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 className="h5 mb-0">Listing Corrections</h2>
      </Card.Header>
      <Card.Body>
        <Form
          className="mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            setEditing(null);
            setSearch(text.trim());
          }}
        >
          <InputGroup>
            <Form.Control
              aria-label="Search listings"
              placeholder="Title, SKU or listing id"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="primary">
              Search Listings
            </Button>
          </InputGroup>
        </Form>
        {search !== null && results.isLoading && <p className="text-body-secondary">Searching…</p>}
        {results.data && results.data.length === 0 && <p className="text-body-secondary">No listings match.</p>}
        {results.data && results.data.length > 0 && (
          <ScrollArea label="Listings">
            <Table size="sm" className="align-middle" aria-label="Listings">
              <thead>
                <tr>
                  <th>Listing</th>
                  <th>Understood</th>
                  <th className="text-end">Price</th>
                  <th className="text-end">Price/Round</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {results.data.map((l) => (
                  <ListingRow
                    key={l.id}
                    listing={l}
                    open={editing === l.id}
                    onToggle={() => setEditing(editing === l.id ? null : l.id)}
                  />
                ))}
              </tbody>
            </Table>
          </ScrollArea>
        )}
      </Card.Body>
    </Card>
  );
}

function ListingRow({ listing, open, onToggle }: { listing: AdminListing; open: boolean; onToggle: () => void }) {
  const overridden = Object.keys(listing.overrides).length > 0;
  return (
    <>
      <tr data-listing={listing.id}>
        <td>
          <div className="fw-semibold">{listing.title}</div>
          <div className="small text-body-secondary">
            #{listing.id} · {listing.retailer.name}
            {listing.sku ? ` · SKU ${listing.sku}` : ''}
            {overridden && (
              <Badge bg="warning" text="dark" className="ms-2">
                Corrected
              </Badge>
            )}
          </div>
        </td>
        <td className="small">
          {show(listing.effective.productType)} · {show(listing.effective.calibre)} ·{' '}
          {show(listing.effective.manufacturer)} ·{' '}
          {listing.effective.boxQuantity ? `${listing.effective.boxQuantity} rounds` : 'rounds —'}
          {listing.effective.accessoryCategory ? ` · ${listing.effective.accessoryCategory}` : ''}
        </td>
        <td className="text-end">${listing.price}</td>
        <td className="text-end">
          {listing.pricePerRound
            ? `$${listing.pricePerRound}`
            : listing.effective.productType === 'ammunition'
              ? 'N/A'
              : '—'}
        </td>
        <td className="text-end">
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`Correct listing ${listing.id}`}
          >
            {open ? 'Close' : 'Correct'}
          </Button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5}>
            <OverrideEditor listing={listing} />
          </td>
        </tr>
      )}
    </>
  );
}

function OverrideEditor({ listing }: { listing: AdminListing }) {
  const utils = trpc.useUtils();
  const initial = () =>
    Object.fromEntries(
      EDITABLE.map(({ field }) => [field, listing.effective[field] === null ? '' : String(listing.effective[field])]),
    );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [error, setError] = useState<string | null>(null);
  const done = async (updated: AdminListing, text: string) => {
    setError(null);
    setValues(
      Object.fromEntries(
        EDITABLE.map(({ field }) => [field, updated.effective[field] === null ? '' : String(updated.effective[field])]),
      ),
    );
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
    const changes: Record<string, unknown> = {};
    for (const { field } of EDITABLE) {
      const before = listing.effective[field] === null ? '' : String(listing.effective[field]);
      const now = values[field].trim();
      if (now === before) continue;
      changes[field] = now === '' ? null : field === 'boxQuantity' ? Number(now) : now;
    }
    if (Object.keys(changes).length === 0) {
      setError('Change a field first');
      return;
    }
    setOverrides.mutate({ id: listing.id, ...changes } as never);
  }

  return (
    <div
      className="p-2 border rounded bg-body-tertiary"
      aria-label={`Corrections for listing ${listing.id}`}
      role="group"
    >
      {error && <div className="text-danger small mb-2">{error}</div>}
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
            {EDITABLE.map(({ field, label }) => {
              const isOverridden = Object.hasOwn(listing.overrides, field);
              const id = `override-${listing.id}-${field}`;
              return (
                <tr key={field}>
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
                    <FieldInput
                      id={id}
                      field={field}
                      value={values[field]}
                      onChange={(v) => setValues((s) => ({ ...s, [field]: v }))}
                    />
                  </td>
                  <td className="text-end">
                    {isOverridden && (
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => reset.mutate({ id: listing.id, field })}
                        disabled={reset.isPending}
                      >
                        Reset
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollArea>
      <div className="d-flex gap-2">
        <Button size="sm" onClick={save} disabled={setOverrides.isPending}>
          {setOverrides.isPending ? 'Saving...' : 'Save Corrections'}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => reset.mutate({ id: listing.id })}
          disabled={reset.isPending || Object.keys(listing.overrides).length === 0}
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
