import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { RetailerPublic } from '../../../shared/schemas/retailers';
import { FilterDrawer } from '../../components/filter-drawer';
import {
  ACCESSORY_CATEGORY_OPTIONS,
  BOX_QUANTITY_OPTIONS,
  CALIBRE_OPTIONS,
  MANUFACTURER_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  SORT_BY_OPTIONS,
  STOCK_STATUS_OPTIONS,
  type FilterOption,
} from './filter-options';
import { priceRangeError, type SearchFilters } from './search-filters';

interface SearchPanelProps {
  filters: SearchFilters;
  retailers: RetailerPublic[];
  onChange: (filters: SearchFilters) => void;
  /** Called by the Search button (or Enter); changing a filter alone does not search (SPEC §4). */
  onSubmit: () => void;
}

/** SPEC §2 search panel: text, type and retailer always visible; more filters behind a toggle. */
export function SearchPanel({ filters, retailers, onChange, onSubmit }: SearchPanelProps) {
  const [showMore, setShowMore] = useState(false);
  const moreId = useId();
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
                disabled={Boolean(rangeError)}
                onClick={() => {
                  setShowMore(false);
                  submit();
                }}
              >
                Apply Filters
              </Button>
            }
          >
            <Row className="g-3 pt-2">
              {filters.productType === 'accessory' && (
                <Col xs={12} sm={6} lg={3}>
                  <SelectFilter
                    id="filter-accessory-category"
                    label="Accessory Category"
                    value={filters.accessoryCategory}
                    options={ACCESSORY_CATEGORY_OPTIONS}
                    onChange={set('accessoryCategory')}
                  />
                </Col>
              )}
              <Col xs={12} sm={6} lg={3}>
                <SelectFilter
                  id="filter-calibre"
                  label="Calibre"
                  value={filters.calibre}
                  options={CALIBRE_OPTIONS}
                  onChange={set('calibre')}
                />
              </Col>
              <Col xs={12} sm={6} lg={3}>
                <SelectFilter
                  id="filter-manufacturer"
                  label="Manufacturer/Brand"
                  value={filters.manufacturer}
                  options={MANUFACTURER_OPTIONS}
                  onChange={set('manufacturer')}
                />
              </Col>
              <Col xs={12} sm={6} lg={3}>
                <SelectFilter
                  id="filter-box-quantity"
                  label="Box Quantity"
                  value={filters.boxQuantity}
                  options={BOX_QUANTITY_OPTIONS}
                  onChange={set('boxQuantity')}
                />
              </Col>
              <Col xs={12} sm={6} lg={3}>
                <SelectFilter
                  id="filter-stock"
                  label="Stock Status"
                  value={filters.stockStatus}
                  options={STOCK_STATUS_OPTIONS}
                  onChange={set('stockStatus')}
                />
              </Col>
              <Col xs={12} sm={6} lg={3}>
                <fieldset>
                  <legend className="form-label fs-6 mb-2">Price Range</legend>
                  <div className="d-flex gap-2">
                    <Form.Control
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      placeholder="Min"
                      aria-label="Minimum price"
                      value={filters.priceMin}
                      isInvalid={Boolean(rangeError)}
                      onChange={(e) => set('priceMin')(e.target.value)}
                    />
                    <Form.Control
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      placeholder="Max"
                      aria-label="Maximum price"
                      value={filters.priceMax}
                      isInvalid={Boolean(rangeError)}
                      onChange={(e) => set('priceMax')(e.target.value)}
                    />
                  </div>
                  {rangeError && (
                    <div className="invalid-feedback d-block" role="alert">
                      {rangeError}
                    </div>
                  )}
                </fieldset>
              </Col>
              <Col xs={12} sm={6} lg={3}>
                <SelectFilter
                  id="filter-sort"
                  label="Sort By"
                  value={filters.sortBy}
                  options={SORT_BY_OPTIONS}
                  onChange={(v) => set('sortBy')(v as SearchFilters['sortBy'])}
                />
              </Col>
            </Row>
          </FilterDrawer>
        </Form>
      </Card.Body>
    </Card>
  );
}

function SelectFilter(props: {
  id: string;
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (v: string) => void;
}) {
  return (
    <Form.Group controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
