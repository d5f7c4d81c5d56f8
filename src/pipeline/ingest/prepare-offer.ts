import type { RawOffer } from '../types.js';
import { MAX_PRICE_CENTS, STOCK_STATUSES, type StockStatus } from '../../shared/constants.js';
import { canonicalUrl, cleanText, isOnSite, parseHttpUrl } from '../match/canonical.js';
import { IdentityIndex, identityKey, offerKeys, type OfferKeys } from '../match/offer-identity.js';

export interface PreparedOffer {
  /** The listing key: the offer's most stable key, replaced by the stored listing's key once matched. */
  canonical_key: string;
  keys: OfferKeys;
  platform_id: string | null;
  sku: string | null;
  gtin: string | null;
  title: string;
  url: string | null;
  image_url: string | null;
  vendor: string | null;
  hints: { productType?: string; tags?: string[]; categories?: string[]; variant?: string; description?: string };
  price_cents: number;
  stock_status: StockStatus;
}

function cleanList(list: unknown, maxItems = 30): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const items = list.map((v) => cleanText(v, 120)).filter((v): v is string => v !== null);
  return items.length ? items.slice(0, maxItems) : undefined;
}

function cleanHints(hints: RawOffer['hints'] | undefined): PreparedOffer['hints'] {
  const out: PreparedOffer['hints'] = {};
  const hintType = cleanText(hints?.productType, 120);
  if (hintType) out.productType = hintType;
  const tags = cleanList(hints?.tags);
  if (tags) out.tags = tags;
  const categories = cleanList(hints?.categories);
  if (categories) out.categories = categories;
  // the variant sold and the start of the description: evidence for the count (bounded: stored on every listing)
  const variant = cleanText(hints?.variant, 300);
  if (variant) out.variant = variant;
  const description = cleanText(hints?.description, 1000);
  if (description) out.description = description;
  return out;
}

/** Untrusted scraped offer → the values we store (plain bounded text, http(s) URLs only), or null when unusable. */
export function prepareOffer(offer: RawOffer, retailerUrl: string): PreparedOffer | null {
  const title = cleanText(offer.title, 500);
  if (!title) return null;
  if (!Number.isInteger(offer.priceCents) || offer.priceCents < 0 || offer.priceCents > MAX_PRICE_CENTS) return null;
  const productUrl = parseHttpUrl(offer.url);
  const onSite = productUrl && isOnSite(productUrl, retailerUrl) && productUrl.href.length <= 2000 ? productUrl : null;
  const url = onSite ? canonicalUrl(onSite) : null;
  const sku = cleanText(offer.sku, 200);
  const platformId = cleanText(offer.platformId, 64);
  const keys = offerKeys({ platformId, url, sku });
  const key = identityKey(keys);
  if (!key) return null;
  const image = parseHttpUrl(offer.imageUrl);
  return {
    canonical_key: key,
    keys,
    platform_id: platformId,
    sku,
    gtin: cleanText(offer.gtin, 64),
    title,
    url,
    image_url: image && image.href.length <= 2000 ? image.href : null,
    vendor: cleanText(offer.vendor, 200),
    hints: cleanHints(offer.hints),
    price_cents: offer.priceCents,
    stock_status: (STOCK_STATUSES as readonly string[]).includes(offer.stockStatus) ? offer.stockStatus : 'unknown',
  };
}

/** Distinct usable offers of a run (of two offers with one identity, the first wins) and how many were dropped. */
export function prepareOffers(offers: RawOffer[], retailerUrl: string) {
  const seen = new IdentityIndex<PreparedOffer>();
  const prepared: PreparedOffer[] = [];
  for (const offer of offers) {
    const candidate = prepareOffer(offer, retailerUrl);
    if (!candidate || seen.find(candidate.keys)) continue;
    seen.add(candidate);
    prepared.push(candidate);
  }
  return { prepared, skipped: offers.length - prepared.length };
}
