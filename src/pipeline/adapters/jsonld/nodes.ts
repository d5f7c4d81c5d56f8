import type { StockStatus } from '../../../shared/constants.js';
import type { Doc } from '../html.js';

/** One JSON-LD object. Everything in it is untrusted and loosely typed. */
export type Node = Record<string, unknown>;

export const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** `@type` names, lower-cased and without a vocabulary prefix (`schema:Product`, `http://schema.org/Product`). */
export function typesOf(n: Node): string[] {
  return asArray(n['@type'] ?? n.type)
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:]/, '').toLowerCase());
}

export const hasType = (n: Node, ...types: string[]): boolean => typesOf(n).some((t) => types.includes(t));

const PRODUCT_TYPES = [
  'product',
  'productgroup',
  'individualproduct',
  'productmodel',
  'someproducts',
  'vehicle',
  'car',
];
export const isProduct = (n: Node): boolean => hasType(n, ...PRODUCT_TYPES);

// Where sites put the page's product: top level, @graph, a WebPage's mainEntity, a Review's itemReviewed, an
// ItemList's elements. Not isRelatedTo/isSimilarTo: those are other products advertised on the page.
const CONTAINERS = ['@graph', 'mainEntity', 'itemReviewed', 'itemListElement', 'item', 'about'];

/** Every node of a JSON-LD document reachable through the containers above (ProductGroup variants stay inside). */
export function collectNodes(value: unknown, out: Node[], depth = 0): void {
  if (depth > 8) return;
  for (const v of asArray(value)) {
    if (!isObj(v)) continue;
    out.push(v);
    for (const key of CONTAINERS) if (v[key] !== undefined) collectNodes(v[key], out, depth + 1);
  }
}

/**
 * JSON-LD script text → JSON, the way the web writes it: wrapped in `<!-- -->`, `<![CDATA[ ]]>` or
 * `/*<![CDATA[*\/ ... /*]]>*\/`, with raw control characters inside strings, or with a trailing semicolon.
 */
export function parseBlock(text: string): unknown {
  const cleaned = text
    .replace(/^\s*(?:\/\*\s*)?(?:<!--|<!\[CDATA\[)\s*(?:\*\/)?/, '')
    .replace(/(?:\/\*\s*)?(?:-->|\]\]>)\s*(?:\*\/)?\s*$/, '')
    .replace(/;\s*$/, '')
    .replace(/[\u0000-\u001f]+/g, ' ');
  return JSON.parse(cleaned);
}

/** Every node of every `application/ld+json` script of the page, and how many scripts were not JSON. */
export function jsonLdNodes($: Doc): { nodes: Node[]; invalidBlocks: number } {
  const nodes: Node[] = [];
  let invalidBlocks = 0;
  $('script').each((_, el) => {
    if (!/^\s*application\/ld\+json\s*$/i.test($(el).attr('type') ?? '')) return;
    try {
      collectNodes(parseBlock($(el).text()), nodes);
    } catch {
      invalidBlocks++;
    }
  });
  return { nodes, invalidBlocks };
}

/** schema.org availability (full URL, short name or `schema:` prefix, any case) → our stock status. */
export function availabilityToStock(value: unknown): StockStatus {
  if (typeof value !== 'string') return 'unknown';
  const name = value
    .trim()
    .replace(/^.*[/:]/, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();
  if (
    ['instock', 'instoreonly', 'onlineonly', 'preorder', 'presale', 'backorder', 'madetoorder', 'available'].includes(
      name,
    )
  )
    return 'in_stock';
  if (name === 'limitedavailability') return 'low_stock';
  if (['outofstock', 'soldout', 'discontinued', 'oos', 'unavailable'].includes(name)) return 'out_of_stock';
  return 'unknown';
}
