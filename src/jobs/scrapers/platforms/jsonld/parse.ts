import * as cheerio from 'cheerio';
import { validateOffers, type ParsedRows } from '../../parse-utils/offer.js';
import { cleanText } from '../../parse-utils/text.js';
import { sanitizeUrl } from '../../parse-utils/url.js';
import type { RawOffer } from '../../types.js';
import type { Doc } from '../html.js';
import { metaTagOffer, microdataOffers, pageHasBuyButton } from './fallbacks.js';
import { asArray, hasType, isObj, isProduct, jsonLdNodes, type Node } from './nodes.js';
import { productOffers, type PageContext } from './product-offers.js';

export { availabilityToStock } from './nodes.js';

export interface JsonLdPage extends ParsedRows {
  /** Product nodes found on the page (JSON-LD, else microdata or product meta tags). */
  productCount: number;
  /** `<script type="application/ld+json">` blocks that were not valid JSON. */
  invalidBlocks: number;
  /** Where the offers came from. */
  source: 'jsonld' | 'microdata' | 'meta' | null;
}

function breadcrumbCategories(nodes: Node[]): string[] {
  const list = nodes.find((n) => hasType(n, 'breadcrumblist'));
  if (!list) return [];
  return asArray(list.itemListElement)
    .filter(isObj)
    .map((li) => cleanText(li.name ?? (isObj(li.item) ? li.item.name : ''), 200))
    .filter(Boolean)
    .slice(0, -1) // the last crumb is the product itself
    .slice(0, 50);
}

/** Products that are a variant of another product on the page are read through their group, not twice. */
function pageProducts(nodes: Node[]): Node[] {
  const products = nodes.filter(isProduct);
  const inGroups = new Set(products.flatMap((p) => asArray(p.hasVariant)));
  return [...new Set(products)].filter((p) => !inGroups.has(p));
}

/** A listing stock of `unknown` on a product page that offers to add the item to the cart is in stock. */
function withBuyButton($: Doc, candidates: Array<Partial<RawOffer> | null>): Array<Partial<RawOffer> | null> {
  if (!candidates.some((c) => c?.stockStatus === 'unknown') || !pageHasBuyButton($)) return candidates;
  return candidates.map((c) => (c?.stockStatus === 'unknown' ? { ...c, stockStatus: 'in_stock' } : c));
}

/**
 * A product page → its offers: schema.org Product JSON-LD first (any `@type` case, `@graph`, `itemReviewed`,
 * ProductGroup variants), then microdata, then Open Graph product meta tags. Every currency is kept.
 */
export function parseJsonLdProductPage(html: string, pageUrl: string, siteUrl: string = pageUrl): JsonLdPage {
  const $ = cheerio.load(typeof html === 'string' ? html : '');
  const { nodes, invalidBlocks } = jsonLdNodes($);
  const ctx: PageContext = { pageUrl, siteUrl, categories: breadcrumbCategories(nodes) };
  const products = pageProducts(nodes);
  const fromJsonLd = products.flatMap((p) => productOffers(p, ctx) ?? [null]);
  if (fromJsonLd.some((c) => c !== null)) {
    return { ...validateOffers(withBuyButton($, fromJsonLd)), productCount: products.length, invalidBlocks, source: 'jsonld' };
  }
  const fromMicrodata = microdataOffers($, ctx);
  if (fromMicrodata.length) return { ...validateOffers(withBuyButton($, fromMicrodata)), productCount: fromMicrodata.length, invalidBlocks, source: 'microdata' };
  const fromMeta = metaTagOffer($, ctx);
  if (fromMeta) return { ...validateOffers(withBuyButton($, [fromMeta])), productCount: 1, invalidBlocks, source: 'meta' };
  return { ...validateOffers(fromJsonLd), productCount: products.length, invalidBlocks, source: null };
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
