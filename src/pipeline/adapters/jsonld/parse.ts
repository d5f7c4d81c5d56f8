import * as cheerio from 'cheerio';
import { validateOffers, type ParsedRows } from '../parse-utils/offer.js';
import { cleanText } from '../parse-utils/text.js';
import { sanitizeUrl } from '../parse-utils/url.js';
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

/**
 * Products that are a variant of another product on the page are read through their group, not twice; several
 * Products of one name (a node per size) are one group of variants.
 */
function pageProducts(nodes: Node[]): Node[] {
  const products = nodes.filter(isProduct);
  const inGroups = new Set(products.flatMap((p) => asArray(p.hasVariant)));
  const byName = new Map<string, Node[]>();
  for (const p of new Set(products)) {
    if (inGroups.has(p)) continue;
    const key = typeof p.name === 'string' && p.name.trim() ? p.name.trim() : (Symbol() as unknown as string);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  return [...byName.values()].map((g) => (g.length === 1 ? g[0] : { ...g[0], hasVariant: g, offers: undefined }));
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);

/** A marketplace's SEO tail on a structured name: "… - Buy Cheese Slicer, … Product on Alibaba.com". */
const SEO_TAIL = /\s+[-|–]\s+(?:buy|shop|kaufen|acheter|comprar)\b.*$/i;

/**
 * The title of a one-product page: its visible heading when the structured name says the same, or the same plus
 * only the product's own attributes (colour, model, brand); otherwise the structured name, which on gun stores
 * often carries the calibre and barrel length that a short heading leaves out.
 */
function visibleTitle($: Doc, name: string, product: Node | null): string {
  const trimmed = name.replace(SEO_TAIL, '').trim();
  const h1 = cleanText($('h1').first().html() ?? ''); // tags become spaces: <div>VALLENTUNA</div><div>Sofa-bed…
  if (!h1 || !trimmed) return trimmed || h1;
  const heading = new Set(words(h1));
  const attributes = new Set(
    words([product?.color, product?.model, product?.mpn, product?.sku].filter((v) => typeof v === 'string').join(' ')),
  );
  const rest = words(trimmed.replace(/[\p{L}]+:/gu, ' ')).filter((w) => !heading.has(w)); // "Model:" is a label
  const covers = [...heading].every((w) => words(trimmed).includes(w));
  return covers && rest.every((w) => attributes.has(w) || /^[:\-–]$/.test(w)) ? h1 : trimmed;
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
  if (fromJsonLd.length === 1 && fromJsonLd[0])
    fromJsonLd[0] = { ...fromJsonLd[0], title: visibleTitle($, fromJsonLd[0].title ?? '', products[0]) };
  if (fromJsonLd.some((c) => c !== null)) {
    return {
      ...validateOffers(withBuyButton($, fromJsonLd)),
      productCount: products.length,
      invalidBlocks,
      source: 'jsonld',
    };
  }
  const fromMicrodata = microdataOffers($, ctx).map((o, _i, all) =>
    all.length === 1 ? { ...o, title: visibleTitle($, o.title ?? '', null) } : o,
  );
  if (fromMicrodata.length)
    return {
      ...validateOffers(withBuyButton($, fromMicrodata)),
      productCount: fromMicrodata.length,
      invalidBlocks,
      source: 'microdata',
    };
  const fromMeta = metaTagOffer($, ctx);
  if (fromMeta)
    return { ...validateOffers(withBuyButton($, [fromMeta])), productCount: 1, invalidBlocks, source: 'meta' };
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

const NON_PRODUCT_PATH =
  /\/(?:blog|blogs|news|pages?|category|categories|product-category|product_cat|tag|tags|author|cart|checkout|account|my-account|login|search|contact|about|collections\/[^/]+\/?$)(?:\/|$)|\.(?:jpe?g|png|gif|webp|pdf|xml)$/i;

/** Keeps the URLs that look like product pages; when a sitemap index names product sitemaps, only those. */
export function productSitemaps(children: string[]): string[] {
  const named = children.filter((u) => /product/i.test(u));
  return named.length
    ? named
    : children.filter(
        (u) =>
          !/(?:post|page|category|tag|author|blog|cat)[-_]?sitemap|sitemap[-_](?:posts|pages|blogs|collections|categories)/i.test(
            u,
          ),
      );
}

export function likelyProductUrls(urls: string[], siteRoot: string): string[] {
  return urls.filter((u) => {
    const { pathname } = new URL(u);
    return (
      pathname !== new URL(siteRoot).pathname &&
      !/^\/(?:shop|store|products|catalog|boutique)?\/?$/i.test(pathname) &&
      !NON_PRODUCT_PATH.test(pathname)
    );
  });
}
