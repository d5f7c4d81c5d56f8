import type { StockStatus } from '../../../shared/constants.js';
import { currencyCode, parsePriceToCents, regularPrice } from '../parse-utils/price.js';
import { cleanGtin, cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import { asArray, availabilityToStock, hasType, isObj, isProduct, type Node } from './nodes.js';

/** One priced, sellable thing found under a Product: an Offer, or a variant Product of a ProductGroup. */
export interface SellableFact {
  priceCents: number;
  regularPriceCents: number | null;
  currency: string | null;
  stock: StockStatus;
  url: unknown;
  sku: unknown;
  gtin: unknown;
  /** The variant's own name, when it has one (a ProductGroup variant or a named Offer). */
  label: string | null;
}

const gtinOf = (n: Node): unknown => n.gtin13 ?? n.gtin12 ?? n.gtin14 ?? n.gtin ?? n.gtin8 ?? n.isbn;

/** The strike-through/list price a priceSpecification array carries next to the sale price. */
function listPriceOf(o: Node): number | null {
  for (const spec of asArray(o.priceSpecification).filter(isObj)) {
    if (/ListPrice|StrikethroughPrice|MSRP|SRP/i.test(String(spec.priceType ?? '')))
      return parsePriceToCents(spec.price);
  }
  return null;
}

/** A price as sites write it: a number, a string, or (some platforms) an object such as `{ sales: { value } }`. */
function priceValue(v: unknown, depth = 0): unknown {
  if (!isObj(v) || depth > 2) return v;
  return priceValue(v.decimalPrice ?? v.value ?? v.amount ?? v.price ?? v.sales, depth + 1);
}

/** Offer / AggregateOffer / arrays of them → priced facts (every currency kept). */
function offerFacts(offers: unknown, inherited: Partial<SellableFact>, depth = 0): SellableFact[] {
  const out: SellableFact[] = [];
  if (depth > 3) return out;
  for (const o of asArray(offers)) {
    if (!isObj(o)) continue;
    if (hasType(o, 'aggregateoffer') && o.offers) {
      const inner = offerFacts(o.offers, inherited, depth + 1);
      if (inner.length) {
        out.push(...inner);
        continue;
      }
    }
    const spec = asArray(o.priceSpecification).find(isObj);
    const price = parsePriceToCents(priceValue(o.price ?? o.lowPrice ?? o.lowprice ?? spec?.price ?? spec?.minPrice));
    if (price === null) continue;
    out.push({
      priceCents: price,
      regularPriceCents: regularPrice(price, listPriceOf(o)),
      currency: currencyCode(o.priceCurrency ?? spec?.priceCurrency),
      stock: availabilityToStock(o.availability),
      url: o.url ?? inherited.url,
      sku: o.sku ?? inherited.sku,
      gtin: gtinOf(o) ?? inherited.gtin,
      label: cleanOptional(o.name) ?? inherited.label ?? null,
    });
  }
  return out;
}

const STOCK_RANK: Record<StockStatus, number> = { in_stock: 3, low_stock: 2, unknown: 1, out_of_stock: 0 };

/**
 * Facts → one fact per sellable variant. Variants at the same price and currency (sizes, colours) are one offer,
 * in stock when any of them is; variants at different prices (`Box of 50` / `Case of 500`) stay apart when each
 * carries its own label. Unlabelled offers at different prices are sellers of one product: the cheapest available.
 */
export function collapseVariants(facts: SellableFact[]): SellableFact[] {
  const groups = new Map<string, SellableFact[]>();
  for (const f of facts) {
    const key = `${f.currency ?? ''}|${f.priceCents}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const merged = [...groups.values()].map((g) => {
    const best = g.reduce((a, b) => (STOCK_RANK[b.stock] > STOCK_RANK[a.stock] ? b : a));
    return g.length === 1 ? best : { ...best, label: null };
  });
  if (merged.length <= 1 || merged.every((f) => f.label)) return merged;
  const available = merged.filter((f) => f.stock === 'in_stock' || f.stock === 'low_stock');
  return [(available.length ? available : merged).reduce((a, b) => (b.priceCents < a.priceCents ? b : a))];
}

function brandName(b: unknown): string | null {
  if (typeof b === 'string') return cleanOptional(b);
  if (isObj(b)) return cleanOptional(b.name);
  if (Array.isArray(b)) return brandName(b[0]);
  return null;
}

function imageOf(img: unknown): string | null {
  const first = asArray(img)[0];
  if (typeof first === 'string') return first;
  if (isObj(first))
    return (
      (typeof first.url === 'string' ? first.url : typeof first.contentUrl === 'string' ? first.contentUrl : null) ??
      null
    );
  return null;
}

/** A Product's sellable facts: its variants (ProductGroup `hasVariant`) when it has any, else its offers. */
function productFacts(p: Node): SellableFact[] {
  const variants = asArray(p.hasVariant).filter((v): v is Node => isObj(v) && isProduct(v));
  if (variants.length === 0) return offerFacts(p.offers, {});
  return variants.flatMap((v) =>
    offerFacts(v.offers ?? p.offers, { url: v.url, sku: v.sku, gtin: gtinOf(v), label: cleanOptional(v.name) }),
  );
}

export interface PageContext {
  pageUrl: string;
  siteUrl: string;
  categories: string[];
}

/** One Product node → its candidate offers (one per sellable variant); null when it names no price at all. */
export function productOffers(p: Node, ctx: PageContext): Array<Partial<RawOffer>> | null {
  const facts = collapseVariants(productFacts(p));
  if (facts.length === 0) return p.offers || p.hasVariant ? [] : null;
  const name = cleanText(p.name);
  const several = facts.length > 1;
  return facts.map((f) => {
    // One offer on the page: the page we read is its URL (a canonical url in the markup may drop the query that
    // selects it); several variants: each its own url when it has one.
    const own = several ? sanitizeUrl(f.url, ctx.pageUrl, ctx.siteUrl) : null;
    const url =
      own ?? sanitizeUrl(ctx.pageUrl, ctx.pageUrl, ctx.siteUrl) ?? sanitizeUrl(p.url, ctx.pageUrl, ctx.siteUrl);
    const variant = f.label && f.label !== name ? f.label : null;
    return {
      title:
        several && variant && !variant.includes(name)
          ? cleanText(`${name} - ${variant}`)
          : variant && several
            ? variant
            : name,
      priceCents: f.priceCents,
      regularPriceCents: f.regularPriceCents,
      currency: f.currency,
      url,
      sku: cleanOptional(several ? (f.sku ?? p.sku) : (p.sku ?? f.sku), 120),
      gtin: cleanGtin(several ? (f.gtin ?? gtinOf(p)) : (gtinOf(p) ?? f.gtin)),
      vendor: brandName(p.brand) ?? brandName(p.manufacturer),
      stockStatus: f.stock,
      imageUrl: sanitizeImageUrl(imageOf(p.image), ctx.pageUrl),
      hints: {
        categories: [...(typeof p.category === 'string' ? [cleanText(p.category, 200)] : []), ...ctx.categories].filter(
          Boolean,
        ),
        ...(several && variant ? { variant } : {}),
      },
    };
  });
}
