import type { DayListing } from '../catalogue/types.js';
import { esc, html, imageUrl, notFoundHtml, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * A store found only through schema.org data: `/sitemap.xml` lists product pages (plus a few non-product
 * pages), each with several `<script type="application/ld+json">` blocks (Organization, BreadcrumbList,
 * Product + Offer). About a third of the pages use the Yoast-style `@graph` form. GTIN-13 on most products.
 * Discontinued products answer 404.
 */
const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const;

const ldScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function productLd(view: StoreView, d: DayListing) {
  const l = d.listing;
  const url = view.origin + l.path;
  const offer = {
    '@type': 'Offer',
    url,
    priceCurrency: 'CAD',
    price: (d.priceCents / 100).toFixed(2),
    ...(view.omitStock ? {} : { availability: AVAILABILITY[d.stock] }),
    itemCondition: 'https://schema.org/NewCondition',
    priceValidUntil: '2027-12-31',
    seller: { '@type': 'Organization', name: view.def.name },
  };
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: l.title,
    url,
    image: imageUrl(view, d),
    sku: l.sku ?? undefined,
    mpn: l.product.mfrCode,
    ...(l.gtin ? { gtin13: l.gtin } : {}),
    brand: { '@type': 'Brand', name: l.product.brand },
    category: l.categoryName,
    description: `${l.title}. Available from ${view.def.name} in ${view.def.province}.`,
    // Mostly a single Offer object, sometimes a one-element array (both forms are common).
    offers: l.id % 4 === 0 ? [offer] : offer,
  };
}

function productPage(view: StoreView, path: string): SandboxResponse {
  const d = view.listings.find((x) => x.listing.path === path);
  if (!d) return notFoundHtml(view);
  const l = d.listing;
  const org = { '@type': 'Organization', '@id': `${view.origin}/#org`, name: view.def.name, url: `${view.origin}/` };
  const crumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${view.origin}/` },
      { '@type': 'ListItem', position: 2, name: l.categoryName },
      { '@type': 'ListItem', position: 3, name: l.title },
    ],
  };
  const product = productLd(view, d);
  let scripts: string;
  if (view.markupChanged) {
    // The site dropped JSON-LD for microdata: a JSON-LD reader finds no Product.
    scripts = ldScript({ '@context': 'https://schema.org', ...org });
  } else if (l.id % 3 === 0) {
    scripts = ldScript({ '@context': 'https://schema.org', '@graph': [org, crumbs, product] });
  } else {
    scripts = [org, crumbs, product].map((x) => ldScript({ '@context': 'https://schema.org/', ...x })).join('\n');
  }
  const body = view.markupChanged
    ? `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">${esc(l.title)}</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="CAD"><span itemprop="price" content="${(d.priceCents / 100).toFixed(2)}">$${(d.priceCents / 100).toFixed(2)}</span></div></div>`
    : `<article class="product"><h1>${esc(l.title)}</h1><p class="price">$${(d.priceCents / 100).toFixed(2)}</p><p class="availability">${d.stock === 'out_of_stock' ? 'Sold out' : 'Available'}</p></article>`;
  return html(
    `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><title>${esc(l.title)} | ${esc(view.def.name)}</title><link rel="canonical" href="${esc(view.origin + path)}">${scripts}</head><body><nav><a href="/">Home</a></nav>${body}</body></html>`,
  );
}

export function handleJsonLd(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt')
    return text(
      `User-agent: *\nDisallow: /cart\nDisallow: /account\nDisallow: /search\n\nSitemap: ${view.origin}/sitemap.xml\n`,
    );
  if (path === '/sitemap.xml')
    return urlset(view, ['/', '/about', '/contact', ...view.listings.map((d) => d.listing.path)]);
  if (path === '/' || path === '/about' || path === '/contact') {
    return html(
      `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><title>${esc(view.def.name)}</title>${ldScript({ '@context': 'https://schema.org', '@type': 'Organization', name: view.def.name, url: `${view.origin}/` })}</head><body><h1>${esc(view.def.name)}</h1><p>Rifles, ammunition and optics since 1987.</p></body></html>`,
    );
  }
  if (path.startsWith('/products/')) return productPage(view, path);
  return notFoundHtml(view);
}
