import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { RetailerPublic } from '../../../shared/schemas/retailers';
import { FilterDrawer } from '../../components/filter-drawer';
import { PRODUCT_TYPE_OPTIONS, type FilterOption } from './filter-options';
import { MoreFilters } from './more-filters';
import { priceRangeError, type SearchFilters } from './search-filters';
import { SelectFilter } from './select-filter';

interface SearchPanelProps {
  filters: SearchFilters;
  retailers: RetailerPublic[];
  onChange: (filters: SearchFilters) => void;
  /** Called by the Search button (or Enter); changing a filter alone does not search (SPEC §4). */
  onSubmit: () => void;
}

/** The "More Filters" toggle and the drawer it opens (an offcanvas on a phone); Apply closes it and searches. */
function MoreFiltersDrawer(props: ComponentProps<typeof MoreFilters> & { onApply: () => void }) {
  const [showMore, setShowMore] = useState(false);
  const moreId = useId();
  return (
    <>
      <Button
        variant="link"
        className="px-0 mt-2"
        aria-expanded={showMore}
        aria-controls={moreId}
        onClick={() => setShowMore((v) => !v)}
      >
        {showMore ? 'Hide Filters' : 'More Filters'}
      </Button>
      <FilterDrawer
        show={showMore}
        onHide={() => setShowMore(false)}
        id={moreId}
        title="More Filters"
        footer={
          <Button
            variant="primary"
            className="w-100"
            disabled={Boolean(props.rangeError)}
            onClick={() => {
              setShowMore(false);
              props.onApply();
            }}
          >
            Apply Filters
          </Button>
        }
      >
        <MoreFilters filters={props.filters} set={props.set} rangeError={props.rangeError} />
      </FilterDrawer>
    </>
  );
}

/** SPEC §2 search panel: text, type and retailer always visible; more filters behind a toggle. */
export function SearchPanel({ filters, retailers, onChange, onSubmit }: SearchPanelProps) {
  const set =
    <K extends keyof SearchFilters>(key: K) =>
    (value: SearchFilters[K]) =>
      onChange({ ...filters, [key]: value });
  const rangeError = priceRangeError(filters);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!rangeError) onSubmit();
  };
  const retailerOptions: FilterOption[] = [
    { value: 'all', label: 'All Retailers' },
    ...retailers.filter((r) => r.isActive).map((r) => ({ value: String(r.id), label: r.name })),
  ];

  return (
    <Card as="section" aria-labelledby="search-panel-title" className="mb-4 shadow-sm">
      <Card.Body>
        <h1 id="search-panel-title" className="h5 mb-3">
          Search Firearms, Ammunition &amp; Accessories
        </h1>
        <Form onSubmit={submit} noValidate role="search" aria-label="Product search">
          <Row className="g-3 align-items-end">
            <Col xs={12} lg={5}>
              <Form.Group controlId="filter-search">
                <Form.Label>Search</Form.Label>
                <Form.Control
                  type="search"
                  placeholder="Search by SKU or product name..."
                  value={filters.search}
                  maxLength={200}
                  onChange={(e) => set('search')(e.target.value)}
                />
              </Form.Group>
            </Col>
            <Col xs={6} lg={2}>
              <SelectFilter
                id="filter-type"
                label="Product Type"
                value={filters.productType}
                options={PRODUCT_TYPE_OPTIONS}
                onChange={set('productType')}
              />
            </Col>
            <Col xs={6} lg={3}>
              <SelectFilter
                id="filter-retailer"
                label="Retailer"
                value={filters.retailer}
                options={retailerOptions}
                onChange={set('retailer')}
              />
            </Col>
            <Col xs={12} lg={2}>
              <Button type="submit" variant="primary" className="w-100" disabled={Boolean(rangeError)}>
                Search
              </Button>
            </Col>
          </Row>
          <MoreFiltersDrawer filters={filters} set={set} rangeError={rangeError} onApply={submit} />
        </Form>
      </Card.Body>
    </Card>
  );
}
