import type { DayListing } from '../catalogue/types.js';
import { TOP_CATEGORIES, inCategory } from './categories.js';
import { esc, html, imageUrl, json, money, notFoundHtml, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * Lightspeed eCom (C-Series, ex-SEOshop): listings at `/collection/` and `/<category>/`, further pages as
 * `/collection/page2.html` (`?page=N` is ignored, as on real shops), `?limit=` up to 100 (default 24),
 * `?format=json` on any listing page gives the theme's JSON. Prices shown as 'C$24.99'. Page numbers past the
 * end answer 404.
 */
const DEFAULT_LIMIT = 24;
const price = (cents: number) => money(cents, 'C$');

function block(view: StoreView, d: DayListing): string {
  const l = d.listing;
  const url = esc(view.origin + l.path);
  const title = esc(l.title);
  const old = d.onSale ? `<span class="price-old">${price(d.regularPriceCents)}</span> ` : '';
  const stock = view.omitStock
    ? ''
    : d.stock === 'out_of_stock'
      ? '<span class="stock out-of-stock">Out of stock</span>'
      : d.stock === 'low_stock'
        ? `<span class="stock low-stock">Only ${d.lowRemaining ?? 2} left</span>`
        : '<span class="stock in-stock">In stock</span>';
  return `<div class="product col-xs-6 col-sm-4 col-md-3" data-id="${l.id}">
<div class="image-wrap"><a href="${url}" title="${title}"><img src="${esc(imageUrl(view, d))}" width="262" height="262" alt="${title}" title="${title}"></a></div>
<div class="info">
<a href="${url}" title="${title}" class="title">${title}</a>
<div class="brand">${esc(l.product.brand)}</div>
<div class="price-wrap">${old}<span class="price">${price(d.priceCents)}</span></div>
${stock}
</div>
</div>`;
}

function productJson(view: StoreView, d: DayListing) {
  const l = d.listing;
  const incl = d.priceCents / 100;
  return {
    id: l.id,
    vid: l.id * 3 + 1,
    image: l.id + 7,
    brand: { id: l.id % 97, title: l.product.brand },
    code: l.product.mfrCode,
    ean: l.gtin ?? '',
    sku: l.sku ?? '',
    url: l.slug,
    title: l.title,
    fulltitle: l.title,
    description: '',
    price: {
      price: incl,
      price_incl: incl,
      price_excl: Math.round((incl / 1.13) * 100) / 100,
      price_old: d.onSale ? d.regularPriceCents / 100 : 0,
      price_old_incl: d.onSale ? d.regularPriceCents / 100 : 0,
    },
    ...(view.omitStock
      ? {}
      : {
          available: d.stock !== 'out_of_stock',
          stock: {
            available: d.stock !== 'out_of_stock',
            on_stock: d.stock !== 'out_of_stock',
            level: d.stock === 'out_of_stock' ? 0 : d.stock === 'low_stock' ? (d.lowRemaining ?? 2) : 20,
            minimum: 1,
            maximum: 100,
          },
        }),
  };
}

function layout(view: StoreView, title: string, main: string): string {
  const nav = TOP_CATEGORIES.map(
    (c) => `<li class="item"><a class="itemLink" href="${view.origin}/${c.slug}/" title="${c.name}">${c.name}</a></li>`,
  ).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - ${esc(view.def.name)}</title>
<meta name="generator" content="Lightspeed eCom">
<link rel="stylesheet" href="https://cdn.webshopapp.com/shops/318842/themes/174539/assets/style.css">
</head><body><header id="header"><a class="logo" href="${view.origin}/">${esc(view.def.name)}</a><nav class="categories"><ul><li class="item"><a class="itemLink" href="${view.origin}/collection/">All products</a></li>${nav}</ul></nav></header>
<div class="wrapper">${main}</div></body></html>`;
}

function listing(view: StoreView, slug: string, page: number, url: URL): SandboxResponse {
  const items = inCategory(view.listings, slug)!;
  const limitRaw = Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT);
  const limit = Number.isInteger(limitRaw) && limitRaw >= 1 && limitRaw <= 100 ? limitRaw : DEFAULT_LIMIT;
  const pages = Math.max(1, Math.ceil(items.length / limit));
  if (page > pages) return notFoundHtml(view);
  const slice = items.slice((page - 1) * limit, page * limit);
  const title = slug === 'collection' ? 'All products' : TOP_CATEGORIES.find((c) => c.slug === slug)!.name;
  const pageUrl = (p: number) =>
    `${view.origin}/${slug}/${p > 1 ? `page${p}.html` : ''}${limit !== DEFAULT_LIMIT ? `?limit=${limit}` : ''}`;
  if (url.searchParams.get('format') === 'json') {
    return json({
      page: { title, url: `${slug}/`, shop: { title: view.def.name, currency: 'cad' } },
      collection: {
        products: Object.fromEntries(slice.map((d) => [String(d.listing.id), productJson(view, d)])),
        count: items.length,
        pages,
        page,
        limit,
      },
    });
  }
  if (view.markupChanged) {
    const next = page < pages ? `<a class="load-more" href="${esc(pageUrl(page + 1))}">Load more</a>` : '';
    return html(
      layout(
        view,
        title,
        `<h1>${esc(title)}</h1><ul class="product-list">${slice.map((d) => `<li class="product-card"><a class="product-card__link" href="${esc(view.origin + d.listing.path)}">${esc(d.listing.title)}</a><em class="product-card__amount">${price(d.priceCents)}</em></li>`).join('\n')}</ul>${next}`,
      ),
    );
  }
  const pager: string[] = [];
  if (page > 1)
    pager.push(`<li class="prev"><a href="${esc(pageUrl(page - 1))}" title="Previous page">Previous</a></li>`);
  for (let p = 1; p <= pages; p++)
    pager.push(`<li class="number${p === page ? ' active' : ''}"><a href="${esc(pageUrl(p))}">${p}</a></li>`);
  if (page < pages) pager.push(`<li class="next"><a href="${esc(pageUrl(page + 1))}" title="Next page">Next</a></li>`);
  const grid = slice.length
    ? `<div class="products row">\n${slice.map((d) => block(view, d)).join('\n')}\n</div>`
    : '<p class="no-products-found">No products found</p>';
  return html(
    layout(
      view,
      title,
      `<div class="page-title"><h1>${esc(title)}</h1></div><div class="collection-products">${grid}</div><div class="pager"><ul>${pager.join('')}</ul></div>`,
    ),
  );
}

function productPage(view: StoreView, path: string, url: URL): SandboxResponse {
  const d = view.listings.find((x) => x.listing.path === path);
  if (!d) return notFoundHtml(view);
  if (url.searchParams.get('format') === 'json') return json({ product: productJson(view, d) });
  return html(
    layout(
      view,
      d.listing.title,
      `<div class="product-info" data-id="${d.listing.id}"><h1 class="product-page">${esc(d.listing.title)}</h1><div class="price-wrap"><span class="price">${price(d.priceCents)}</span></div><div class="product-code">Article code: ${esc(d.listing.product.mfrCode)}</div><div class="product-ean">EAN: ${esc(d.listing.gtin ?? '')}</div></div>`,
    ),
  );
}

export function handleLightspeed(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt')
    return text(
      `User-agent: *\nDisallow: /account/\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /compare/\nDisallow: /search/\n\nSitemap: ${view.origin}/sitemap.xml\n`,
    );
  if (path === '/sitemap.xml')
    return urlset(view, [
      '/',
      '/collection/',
      ...TOP_CATEGORIES.map((c) => `/${c.slug}/`),
      ...view.listings.map((d) => d.listing.path),
    ]);
  if (path === '/') return html(layout(view, view.def.name, `<h1>${esc(view.def.name)}</h1>`));
  const m = /^\/([a-z-]+)\/(?:page(\d+)\.html)?$/.exec(path);
  if (m && (m[1] === 'collection' || TOP_CATEGORIES.some((c) => c.slug === m[1])))
    return listing(view, m[1], m[2] ? Number(m[2]) : 1, url);
  return productPage(view, path, url);
}
