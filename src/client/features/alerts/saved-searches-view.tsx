import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { SavedSearch } from '../../../shared/schemas/alerts';
import { describeSearchAlert } from './search-alert';

const QUERY_LABEL: Record<string, string> = {
  q: 'Search',
  calibre: 'Calibre',
  stock: 'Stock',
  sort: 'Sort',
  productType: 'Type',
  minPrice: 'Min price',
  maxPrice: 'Max price',
};

/** 'Search: 9mm · calibre: 9mm · Stock: in_stock': the filters of a saved search in words. */
export function describeQuery(query: string): string {
  const parts = [...new URLSearchParams(query)]
    .filter(([name, value]) => value && name !== 'page' && name !== 'view')
    .map(([name, value]) => (name === 'retailer' ? `Store #${value}` : `${QUERY_LABEL[name] ?? name}: ${value}`));
  return parts.length ? parts.join(' · ') : 'Everything';
}

interface SavedSearchesViewProps {
  searches: SavedSearch[];
  busyId: number | null;
  onEdit: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

export function SavedSearchesView({ searches, busyId, onEdit, onDelete }: SavedSearchesViewProps) {
  if (searches.length === 0) {
    return (
      <Card body className="text-center">
        <p className="mb-2">You have no saved searches yet.</p>
        <p className="small text-body-secondary">
          Search for what you shoot, then press "Save this search" to hear about new listings and lower prices.
        </p>
        <Link to={paths.browse} className="btn btn-primary btn-sm">
          Go to search
        </Link>
      </Card>
    );
  }
  return (
    <ListGroup as="ul" aria-label="Saved searches">
      {searches.map((s) => (
        <ListGroup.Item
          as="li"
          key={s.id}
          className="d-flex flex-wrap justify-content-between align-items-center gap-2"
        >
          <div className="min-w-0">
            <div className="fw-semibold text-break">{s.name}</div>
            <div className="small text-body-secondary text-break">{describeQuery(s.query)}</div>
            <div className="small">Alert: {describeSearchAlert(s)}</div>
          </div>
          <div className="d-flex gap-1">
            <Link
              to={`${paths.browse}${s.query ? `?${s.query}` : ''}`}
              className="btn btn-sm btn-outline-secondary"
              aria-label={`Open: ${s.name}`}
            >
              Open
            </Link>
            <Button size="sm" variant="outline-primary" aria-label={`Edit alert: ${s.name}`} onClick={() => onEdit(s)}>
              Edit alert
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Delete: ${s.name}`}
              disabled={busyId === s.id}
              onClick={() => onDelete(s)}
            >
              Delete
            </Button>
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
