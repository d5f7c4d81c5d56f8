import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { PriceBadge, ProductGroup, ProductOffer } from '../../../shared/schemas/products';
import { formatPrice } from '../../../shared/format';
import { calibreLabel } from '../../components/catalogue-labels';
import { formatTimeAgo } from '../../components/format-time-ago';
import { OUTBOUND_REL, productOutboundHref } from './outbound-links';
import { StockBadge } from './stock-badge';

const BADGE_TEXT: Record<PriceBadge, string> = {
  'low-30': 'Lowest in 30 days',
  'near-low-90': 'Near 90-day low',
};

export const perRound = (ppr: string | null) => (ppr ? `$${ppr}/rd` : 'Count unknown');

/** One row per product (group=product): its best price per round, a price badge, and every offer with its age. */
export function ProductGroupRow({
  group,
  onHistory,
  onWatch,
}: {
  group: ProductGroup;
  onHistory: (product: { id: number; name: string }) => void;
  onWatch?: (product: { productId: number; name: string }) => void;
}) {
  return (
    <tr>
      <td data-label="Product" colSpan={4}>
        <div className="fw-semibold pr-product-name">{group.name}</div>
        <div className="small text-body-secondary d-flex flex-wrap column-gap-2 align-items-center">
          {group.boxQuantity != null && group.boxQuantity > 0 && <span>{group.boxQuantity} rounds</span>}
          {group.calibre && <span>{calibreLabel(group.calibre)}</span>}
          <span>
            {group.offers.length} {group.offers.length === 1 ? 'offer' : 'offers'}
          </span>
          {group.badge && (
            <Badge
              bg={group.badge === 'low-30' ? 'success' : 'info'}
              text={group.badge === 'low-30' ? undefined : 'dark'}
            >
              {BADGE_TEXT[group.badge]}
            </Badge>
          )}
        </div>
        <ul className="list-unstyled mb-0 mt-2 small" aria-label={`Offers for ${group.name}`}>
          {group.offers.map((offer) => (
            <OfferLine key={offer.listingId} offer={offer} />
          ))}
        </ul>
      </td>
      <td data-label="From" className="fw-semibold text-nowrap">
        {group.lowestPricePerRound ? `$${group.lowestPricePerRound}/rd` : formatPrice(group.lowestPrice)}
      </td>
      <td data-label="Actions">
        {group.productId !== null && (
          <div className="d-flex gap-1">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => onHistory({ id: group.productId!, name: group.name })}
              aria-label={`History: ${group.name}`}
            >
              History
            </Button>
            {onWatch && (
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => onWatch({ productId: group.productId!, name: group.name })}
                aria-label={`Watch: ${group.name}`}
              >
                Watch
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

function OfferLine({ offer }: { offer: ProductOffer }) {
  return (
    <li className="d-flex flex-wrap align-items-center column-gap-2 py-1 border-top">
      <a href={productOutboundHref(offer.listingId)} target="_blank" rel={OUTBOUND_REL} className="fw-semibold">
        {offer.retailer.name}
      </a>
      <span>{formatPrice(offer.currentPrice)}</span>
      <span>{perRound(offer.pricePerRound)}</span>
      <StockBadge status={offer.stockStatus} />
      <span className="text-body-secondary">price seen {formatTimeAgo(offer.lastSeenAt)}</span>
    </li>
  );
}
