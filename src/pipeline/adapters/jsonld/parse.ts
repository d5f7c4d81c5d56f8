import * as cheerio from 'cheerio';
import type { StockStatus } from '../../../shared/constants.js';
import { validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { parsePriceToCents } from '../parse-utils/price.js';
import { cleanGtin, cleanOptional, cleanText } from '../parse-utils/text.js';
import { sanitizeImageUrl, sanitizeUrl } from '../parse-utils/url.js';
import type { RawOffer } from '../../types.js';

type Node = Record<string, unknown>;

export interface JsonLdPage extends ParsedRows {
  /** Product nodes found on the page. */
  productCount: number;
  /** Offers skipped because no offer was priced in an accepted currency. */
  foreignCurrency: number;
  /** `<script type="application/ld+json">` blocks that were not valid JSON. */
  invalidBlocks: number;
}

export interface JsonLdOptions {
  /** Accepted priceCurrency values; an offer without priceCurrency is assumed to be in the store's CAD. */
  currencies?: string[];
}

const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function typesOf(n: Node): string[] {
  return asArray(n['@type'] ?? n.type).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:]/, ''));
}

/** Every node of a JSON-LD document: arrays, `@graph`, and nested ProductGroup variants. */
function collectNodes(value: unknown, out: Node[], depth = 0): void {
  if (depth > 6) return;
  for (const v of asArray(value)) {
    if (!isObj(v)) continue;
    out.push(v);
    if (v['@graph']) collectNodes(v['@graph'], out, depth + 1);
    if (v.hasVariant) collectNodes(v.hasVariant, out, depth + 1);
    if (isObj(v.mainEntity)) collectNodes(v.mainEntity, out, depth + 1);
  }
}

/** schema.org availability (full URL, short name or `schema:` prefix) → our stock status. */
export function availabilityToStock(value: unknown): StockStatus {
  if (typeof value !== 'string') return 'unknown';
  const name = value.replace(/^.*[/:]/, '').toLowerCase();
  if (['instock', 'instoreonly', 'onlineonly', 'preorder', 'presale', 'backorder', 'madetoorder'].includes(name)) return 'in_stock';
  if (name === 'limitedavailability') return 'low_stock';
  if (['outofstock', 'soldout', 'discontinued'].includes(name)) return 'out_of_stock';
  return 'unknown';
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
  if (isObj(first)) return (typeof first.url === 'string' ? first.url : typeof first.contentUrl === 'string' ? first.contentUrl : null) ?? null;
  return null;
}

interface OfferFacts {
  priceCents: number;
  stock: StockStatus;
  url: unknown;
  sku: unknown;
  gtin: unknown;
}

/** Flattens Offer / AggregateOffer / arrays of them into priced facts in accepted currencies. */
function offerFacts(offers: unknown, currencies: string[], counters: { foreign: number }, depth = 0): OfferFacts[] {
  const out: OfferFacts[] = [];
  if (depth > 3) return out;
  for (const o of asArray(offers)) {
    if (!isObj(o)) continue;
    if (typesOf(o).includes('AggregateOffer') && o.offers) {
      const inner = offerFacts(o.offers, currencies, counters, depth + 1);
      if (inner.length) {
        out.push(...inner);
        continue;
      }
    }
    const spec = asArray(o.priceSpecification).find(isObj);
    const currency = String(o.priceCurrency ?? spec?.priceCurrency ?? '').toUpperCase();
    if (currency && !currencies.includes(currency)) {
      counters.foreign++;
      continue;
    }
    const price = parsePriceToCents(o.price ?? o.lowPrice ?? spec?.price ?? spec?.minPrice);
    if (price === null) continue;
    out.push({ priceCents: price, stock: availabilityToStock(o.availability), url: o.url, sku: o.sku, gtin: o.gtin13 ?? o.gtin12 ?? o.gtin14 ?? o.gtin ?? o.gtin8 });
  }
  return out;
}

function breadcrumbCategories(nodes: Node[]): string[] {
  const list = nodes.find((n) => typesOf(n).includes('BreadcrumbList'));
  if (!list) return [];
  return asArray(list.itemListElement)
    .filter(isObj)
    .map((li) => cleanText(li.name ?? (isObj(li.item) ? li.item.name : ''), 200))
    .filter(Boolean)
    .slice(0, -1) // the last crumb is the product itself
    .slice(0, 50);
}

/** JSON-LD script text → parsed JSON, tolerating HTML comments, CDATA and raw control characters. */
function parseBlock(text: string): unknown {
  const cleaned = text
    .replace(/^\s*(?:<!--|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\]\]>)\s*$/, '')
    .replace(/[\u0000-\u001f]+/g, ' ');
  return JSON.parse(cleaned);
}

/** A product page → offers from its `<script type="application/ld+json">` Product nodes. */
export function parseJsonLdProductPage(html: string, pageUrl: string, siteUrl: string = pageUrl, options: JsonLdOptions = {}): JsonLdPage {
  const currencies = (options.currencies ?? ['CAD']).map((c) => c.toUpperCase());
  const $ = cheerio.load(typeof html === 'string' ? html : '');
  const nodes: Node[] = [];
  let invalidBlocks = 0;
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      collectNodes(parseBlock($(el).text()), nodes);
    } catch {
      invalidBlocks++;
    }
  });
  const categories = breadcrumbCategories(nodes);
  const counters = { foreign: 0 };
  const candidates: Array<Partial<RawOffer> | null> = [];
  const products = nodes.filter((n) => typesOf(n).includes('Product'));
  for (const p of products) {
    const facts = offerFacts(p.offers, currencies, counters);
    if (facts.length === 0) {
      if (!p.offers) candidates.push(null);
      continue;
    }
    // Several offers for one product (sellers, conditions): the cheapest one available, else the cheapest.
    const available = facts.filter((f) => f.stock === 'in_stock' || f.stock === 'low_stock');
    const best = (available.length ? available : facts).reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
    const url = sanitizeUrl(best.url, pageUrl, siteUrl) ?? sanitizeUrl(p.url, pageUrl, siteUrl) ?? sanitizeUrl(pageUrl, pageUrl, siteUrl);
    candidates.push({
      title: cleanText(p.name),
      priceCents: best.priceCents,
      url,
      sku: cleanOptional(p.sku ?? best.sku, 120),
      gtin: cleanGtin(p.gtin13 ?? p.gtin12 ?? p.gtin14 ?? p.gtin ?? p.gtin8 ?? best.gtin),
      vendor: brandName(p.brand) ?? brandName(p.manufacturer),
      stockStatus: best.stock,
      imageUrl: sanitizeImageUrl(imageOf(p.image), pageUrl),
      hints: { categories: [...(typeof p.category === 'string' ? [cleanText(p.category, 200)] : []), ...categories].filter(Boolean) },
    });
  }
  return { ...validateOffers(candidates), productCount: products.length, foreignCurrency: counters.foreign, invalidBlocks };
}

export interface SitemapFacts {
  /** Child sitemaps of a sitemap index. */
  sitemaps: string[];
  /** Page URLs of a urlset. */
  urls: string[];
}

/** A sitemap or sitemap index (XML) → its child sitemaps and page URLs (same site only). */
export function parseSitemap(xml: string, sitemapUrl: string, siteUrl: string = sitemapUrl): SitemapFacts {
  const $ = cheerio.load(typeof xml === 'string' ? xml : '', { xml: true });
  const locs = (sel: string) =>
    $(sel)
      .map((_, el) => sanitizeUrl(cleanText($(el).text(), 2048), sitemapUrl, siteUrl))
      .get()
      .filter((u): u is string => Boolean(u));
  return { sitemaps: locs('sitemapindex > sitemap > loc'), urls: locs('urlset > url > loc') };
}

const NON_PRODUCT_PATH = /\/(?:blog|blogs|news|pages?|category|categories|product-category|product_cat|tag|tags|author|cart|checkout|account|my-account|login|search|contact|about|collections\/[^/]+\/?$)(?:\/|$)|\.(?:jpe?g|png|gif|webp|pdf|xml)$/i;

/** Keeps the URLs that look like product pages; when a sitemap index names product sitemaps, only those. */
export function productSitemaps(children: string[]): string[] {
  const named = children.filter((u) => /product/i.test(u));
  return named.length ? named : children.filter((u) => !/(?:post|page|category|tag|author|blog|cat)[-_]?sitemap|sitemap[-_](?:posts|pages|blogs|collections|categories)/i.test(u));
}

export function likelyProductUrls(urls: string[], siteRoot: string): string[] {
  return urls.filter((u) => {
    const { pathname } = new URL(u);
    return pathname !== new URL(siteRoot).pathname && !/^\/(?:shop|store|products|catalog|boutique)?\/?$/i.test(pathname) && !NON_PRODUCT_PATH.test(pathname);
  });
}
