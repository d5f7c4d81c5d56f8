import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import type { AdminListing } from '../../../shared/schemas/listings';
import { trpc } from '../../lib/trpc';
import { isUnauthorized, loggedOutRedirect } from './admin-errors';
import { OverrideEditor, show } from './override-editor';
import { ScrollArea } from '../../components/scroll-area';

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
