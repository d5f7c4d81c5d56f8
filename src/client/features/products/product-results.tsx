import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import Table from 'react-bootstrap/Table';
import { formatPrice, formatPricePerRound } from '../../../shared/format';
import type { ProductListItem, ProductListResponse } from '../../../shared/schemas/products';
import { CartridgeIcon, CrosshairIcon, WrenchIcon } from '../../components/icons';
import { calibreLabel, categoryLabel } from '../../components/catalogue-labels';
import { formatTimeAgo } from '../../components/format-time-ago';
import { lastUpdatedLabel } from './last-updated';
import { OUTBOUND_REL, productOutboundHref, retailerHref } from './outbound-links';
import { ProductGroupRow } from './product-groups';
import { ResultsPagination } from './results-pagination';
import { StockBadge } from './stock-badge';

const SKELETON_ROWS = 5;

export type DisplayableProduct = ProductListItem & { productId: number };
/** What Watch needs: the product; a row also gives its store and price (the click report). */
export type WatchableProduct = Pick<DisplayableProduct, 'productId' | 'name'> &
  Partial<Pick<DisplayableProduct, 'retailer' | 'currentPrice'>>;

/** SPEC §2: rows lacking a product id or a retailer id are not displayed. */
export function displayableProducts(products: ProductListItem[]): DisplayableProduct[] {
  return products.filter((p): p is DisplayableProduct => p.productId != null && p.retailer?.id != null);
}

interface ProductResultsProps {
  data: ProductListResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onHistory: (product: { id: number; name: string }) => void;
  onWatch: (product: WatchableProduct) => void;
  /** The view switches (issue 13); absent, the panel shows none. */
  switches?: ResultSwitches;
  /** Signed-in users: report a wrong count, calibre or type on the row. */
  onReport?: (product: DisplayableProduct) => void;
}

export interface ResultSwitches {
  grouped: boolean;
  onGroupedChange: (grouped: boolean) => void;
  inStockOnly: boolean;
  onInStockOnlyChange: (inStockOnly: boolean) => void;
}

function ResultsHeading({
  data,
  shown,
  grouped,
}: {
  data: ProductListResponse | undefined;
  shown: number;
  grouped: boolean;
}) {
  const updated = data ? lastUpdatedLabel(data.products.map((r) => r.lastSeenAt)) : null;
  return (
    <div className="pr-results-head d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
      <div>
        <h2 id="results-title" className="h5 mb-1">
          Search Results
        </h2>
        {data && (
          <p className="small text-body-secondary mb-0">
            Showing {shown} of {data.total} {grouped ? 'products' : 'results'} across all retailers
          </p>
        )}
      </div>
      {updated && (
        <div className="small text-body-secondary d-flex align-items-center gap-1">
          <span className="pr-dot bg-success" aria-hidden="true" />
          {updated}
        </div>
      )}
    </div>
  );
}

function ResultsColumns({ grouped }: { grouped: boolean }) {
  return (
    <thead>
      {grouped ? (
        <tr>
          <th scope="col" colSpan={4}>
            Product and offers
          </th>
          <th scope="col">From</th>
          <th scope="col">Actions</th>
        </tr>
      ) : (
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Retailer</th>
          <th scope="col">Price</th>
          <th scope="col">Price/Round</th>
          <th scope="col">Stock</th>
          <th scope="col">Actions</th>
        </tr>
      )}
    </thead>
  );
}

/** The rows: skeletons while loading, product groups or listings, or the no-match line. */
function ResultsRows({
  data,
  isLoading,
  onHistory,
  onWatch,
  onReport,
}: Pick<ProductResultsProps, 'data' | 'isLoading' | 'onHistory' | 'onWatch' | 'onReport'>) {
  if (isLoading || !data) return Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />);
  const rows = data.groups
    ? data.groups.map((g) => (
        <ProductGroupRow key={g.offers[0]?.listingId ?? g.name} group={g} onHistory={onHistory} onWatch={onWatch} />
      ))
    : displayableProducts(data.products).map((p) => (
        <ProductRow key={p.id} product={p} onHistory={onHistory} onWatch={onWatch} onReport={onReport} />
      ));
  if (rows.length > 0) return rows;
  return (
    <tr>
      <td colSpan={6} className="text-center text-body-secondary py-4">
        No products match your search.
      </td>
    </tr>
  );
}

/** The 'Search Results' panel of SPEC §2. */
export function ProductResults(props: ProductResultsProps) {
  const { data, isLoading, isError, page, onPageChange, switches } = props;
  if (isError) {
    return (
      <Card as="section" aria-label="Search Results" className="mb-4 border-danger">
        <Card.Body className="text-danger text-center py-4">Failed to load products. Please try again.</Card.Body>
      </Card>
    );
  }
  const grouped = Boolean(data?.groups);
  const shown = data?.groups ? data.groups.length : data ? displayableProducts(data.products).length : 0;
  return (
    <Card as="section" aria-labelledby="results-title" className="mb-4 shadow-sm">
      <Card.Body>
        <ResultsHeading data={data} shown={shown} grouped={grouped} />
        {switches && <ResultSwitchRow switches={switches} />}
        <Table hover className="pr-results align-middle mb-0" aria-labelledby="results-title" aria-busy={isLoading}>
          <ResultsColumns grouped={grouped} />
          <tbody>
            <ResultsRows {...props} />
          </tbody>
        </Table>
        {data && (
          <ResultsPagination page={page} total={data.total} totalPages={data.totalPages} onPageChange={onPageChange} />
        )}
      </Card.Body>
    </Card>
  );
}

function ResultSwitchRow({ switches }: { switches: ResultSwitches }) {
  return (
    <div className="d-flex flex-wrap gap-3 mb-2 small">
      <Form.Check
        type="switch"
        id="results-grouped"
        label="One row per product"
        checked={switches.grouped}
        onChange={(e) => switches.onGroupedChange(e.target.checked)}
      />
      <Form.Check
        type="switch"
        id="results-in-stock"
        label="In stock only"
        checked={switches.inStockOnly}
        onChange={(e) => switches.onInStockOnlyChange(e.target.checked)}
      />
    </div>
  );
}

function TypeIcon({ type }: { type: ProductListItem['productType'] }) {
  if (type === 'firearm') return <CrosshairIcon className="text-danger flex-shrink-0" label="Firearm" />;
  if (type === 'accessory') return <WrenchIcon className="text-success flex-shrink-0" label="Accessory" />;
  return (
    <CartridgeIcon className="text-primary flex-shrink-0" label={type === 'ammunition' ? 'Ammunition' : 'Product'} />
  );
}

function ProductRow({
  product: p,
  onHistory,
  onWatch,
  onReport,
}: { product: DisplayableProduct } & Pick<ProductResultsProps, 'onHistory' | 'onWatch' | 'onReport'>) {
  return (
    <tr>
      <td data-label="Product">
        <div className="d-flex gap-2">
          <TypeIcon type={p.productType} />
          <div className="min-w-0">
            <div className="fw-semibold pr-product-name">
              {p.productUrl ? (
                <a href={productOutboundHref(p.id)} target="_blank" rel={OUTBOUND_REL}>
                  {p.name}
                </a>
              ) : (
                p.name
              )}
            </div>
            <div className="small text-body-secondary d-flex flex-wrap column-gap-2">
              {p.boxQuantity != null && p.boxQuantity > 0 && <span>{p.boxQuantity} rounds</span>}
              {p.roundsUnknown && <span>Count unknown</span>}
              {p.calibre && <span>{calibreLabel(p.calibre)}</span>}
              {p.category && <span>Category: {categoryLabel(p.category)}</span>}
            </div>
          </div>
        </div>
      </td>
      <td data-label="Retailer">
        <a
          className="btn btn-link btn-sm p-0 text-start"
          href={retailerHref(p.retailer)}
          target="_blank"
          rel={OUTBOUND_REL}
        >
          {p.retailer.name}
        </a>
        <div className="small text-body-secondary">price seen {formatTimeAgo(p.lastSeenAt)}</div>
      </td>
      <td data-label="Price" className="fw-semibold">
        {formatPrice(p.currentPrice)}
      </td>
      <td data-label="Price/Round">
        {p.roundsUnknown ? 'Count unknown' : formatPricePerRound(p.currentPrice, p.productType, p.boxQuantity)}
      </td>
      <td data-label="Stock">
        <StockBadge status={p.stockStatus} />
      </td>
      <td data-label="Actions">
        <div className="d-flex gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => onHistory({ id: p.productId, name: p.name })}
            aria-label={`History: ${p.name}`}
          >
            History
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => onWatch(p)} aria-label={`Watch: ${p.name}`}>
            Watch
          </Button>
          {onReport && (
            <Button size="sm" variant="outline-warning" onClick={() => onReport(p)} aria-label={`Report: ${p.name}`}>
              Report
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr aria-hidden="true" data-testid="skeleton-row">
      {Array.from({ length: 6 }, (_, i) => (
        <td key={i}>
          <Placeholder animation="glow">
            <Placeholder xs={i === 0 ? 10 : 6} />
          </Placeholder>
        </td>
      ))}
    </tr>
  );
}
