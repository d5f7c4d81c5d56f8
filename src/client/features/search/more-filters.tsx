import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  ACCESSORY_CATEGORY_OPTIONS,
  BOX_QUANTITY_OPTIONS,
  CALIBRE_OPTIONS,
  MANUFACTURER_OPTIONS,
  SORT_BY_OPTIONS,
  STOCK_STATUS_OPTIONS,
} from './filter-options';
import type { SearchFilters } from './search-filters';
import { SelectFilter } from './select-filter';

type SetFilter = <K extends keyof SearchFilters>(key: K) => (value: SearchFilters[K]) => void;

interface Props {
  filters: SearchFilters;
  set: SetFilter;
  /** Why the price range is refused, if it is (shown under the two inputs). */
  rangeError: string | null;
}

function PriceRangeFilter({ filters, set, rangeError }: Props) {
  const bound = (key: 'priceMin' | 'priceMax', placeholder: string, label: string) => (
    <Form.Control
      type="number"
      min={0}
      step="0.01"
      inputMode="decimal"
      placeholder={placeholder}
      aria-label={label}
      value={filters[key]}
      isInvalid={Boolean(rangeError)}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">Price Range</legend>
      <div className="d-flex gap-2">
        {bound('priceMin', 'Min', 'Minimum price')}
        {bound('priceMax', 'Max', 'Maximum price')}
      </div>
      {rangeError && (
        <div className="invalid-feedback d-block" role="alert">
          {rangeError}
        </div>
      )}
    </fieldset>
  );
}

/** The filters behind SPEC §2's "More Filters" toggle (the accessory category only for accessories). */
export function MoreFilters({ filters, set, rangeError }: Props) {
  const select = (id: string, label: string, key: keyof SearchFilters, options: typeof CALIBRE_OPTIONS) => (
    <Col xs={12} sm={6} lg={3}>
      <SelectFilter
        id={id}
        label={label}
        value={filters[key]}
        options={options}
        onChange={(v) => set(key)(v as SearchFilters[typeof key])}
      />
    </Col>
  );
  return (
    <Row className="g-3 pt-2">
      {filters.productType === 'accessory' &&
        select('filter-accessory-category', 'Accessory Category', 'accessoryCategory', ACCESSORY_CATEGORY_OPTIONS)}
      {select('filter-calibre', 'Calibre', 'calibre', CALIBRE_OPTIONS)}
      {select('filter-manufacturer', 'Manufacturer/Brand', 'manufacturer', MANUFACTURER_OPTIONS)}
      {select('filter-box-quantity', 'Box Quantity', 'boxQuantity', BOX_QUANTITY_OPTIONS)}
      {select('filter-stock', 'Stock Status', 'stockStatus', STOCK_STATUS_OPTIONS)}
      <Col xs={12} sm={6} lg={3}>
        <PriceRangeFilter filters={filters} set={set} rangeError={rangeError} />
      </Col>
      {select('filter-sort', 'Sort By', 'sortBy', SORT_BY_OPTIONS)}
    </Row>
  );
}
