import type { DayListing } from '../catalogue/types.js';
import { TOP_CATEGORIES, inCategory } from './categories.js';
import { esc, html, imageUrl, money, notFoundHtml, sitemapIndex, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * BigCommerce Stencil (Cornerstone theme): category pages `/<category>/?page=N` with the card markup of
 * `templates/components/products/card.html` + `price.html`, a `.pagination-item--next` link, a "Featured
 * Products" carousel that repeats cards already in the grid (dedupe on data-product-id), and `/xmlsitemap.php`.
 * This merchant shows out-of-stock products (the card's 'Out of stock' button) instead of hiding them.
 */
const DEFAULT_LIMIT = 12;

function priceBlock(d: DayListing): string {
  return `<div class="price-section price-section--withoutTax rrp-price--withoutTax" style="display: none;">MSRP: <span data-product-rrp-price-without-tax class="price price--rrp"></span></div>
<div class="price-section price-section--withoutTax non-sale-price--withoutTax"${d.onSale ? '' : ' style="display: none;"'}>Was: <span data-product-non-sale-price-without-tax class="price price--non-sale">${d.onSale ? money(d.regularPriceCents) : ''}</span></div>
<div class="price-section price-section--withoutTax"><span class="price-label"></span><span class="price-now-label"${d.onSale ? '' : ' style="display: none;"'}>Now:</span><span data-product-price-without-tax class="price price--withoutTax">${money(d.priceCents)}</span></div>`;
}

function card(view: StoreView, d: DayListing, pos: number): string {
  const l = d.listing;
  const url = esc(view.origin + l.path);
  const name = esc(l.title);
  const action = view.omitStock
    ? `<a href="${url}" class="button button--small card-figcaption-button" data-product-id="${l.id}">View details</a>`
    : d.stock === 'out_of_stock'
      ? `<a href="${url}" class="button button--small card-figcaption-button" data-product-id="${l.id}">Out of stock</a>`
      : `<a href="${esc(`${view.origin}/cart.php?action=add&product_id=${l.id}`)}" data-event-type="product-click" class="button button--small card-figcaption-button" data-product-id="${l.id}">Add to Cart</a>`;
  return `<li class="product">
<article class="card" data-test="card-${l.id}" data-event-type="list" data-entity-id="${l.id}" data-position="${pos}" data-name="${name}" data-product-category="${esc(l.categoryName)}" data-product-brand="${esc(l.product.brand)}" data-product-price="${(d.priceCents / 100).toFixed(2)}">
<figure class="card-figure">
<a href="${url}" class="card-figure__link" aria-label="${name}, ${money(d.priceCents)}" data-event-type="product-click"><div class="card-img-container"><img src="${esc(imageUrl(view, d))}" alt="${name}" title="${name}" class="card-image lazyload"></div></a>
<figcaption class="card-figcaption"><div class="card-figcaption-body">
<a href="#" class="button button--small card-figcaption-button quickview" data-event-type="product-click" data-product-id="${l.id}">Quick view</a>
<label class="button button--small card-figcaption-button" for="compare-${l.id}">Compare <input type="checkbox" name="products[]" value="${l.id}" id="compare-${l.id}" data-compare-id="${l.id}"></label>
${action}
</div></figcaption>
</figure>
<div class="card-body">
<p class="card-text" data-test-info-type="brandName">${esc(l.product.brand)}</p>
<h4 class="card-title"><a aria-label="${name}, ${money(d.priceCents)}" href="${url}" data-event-type="product-click">${name}</a></h4>
<div class="card-text" data-test-info-type="price">${priceBlock(d)}</div>
</div>
</article>
</li>`;
}

/** The same products after a theme change: no .card / .card-title / data-product-price-without-tax. */
function changedCard(view: StoreView, d: DayListing): string {
  return `<div class="productTile" data-sku-id="${d.listing.id}"><a class="productTile-link" href="${esc(view.origin + d.listing.path)}"><span class="productTile-name">${esc(d.listing.title)}</span></a><span class="productTile-amount">${money(d.priceCents)}</span></div>`;
}

function layout(view: StoreView, title: string, main: string): string {
  const nav = TOP_CATEGORIES.map(
    (c) => `<li class="navPages-item"><a class="navPages-action" href="${view.origin}/${c.slug}/">${c.name}</a></li>`,
  ).join('');
  return `<!DOCTYPE html>
<html class="no-js" lang="en"><head><title>${esc(title)} - ${esc(view.def.name)}</title>
<meta name="platform" content="bigcommerce.stencil">
<link href="https://cdn11.bigcommerce.com/s-k3x9q2/stencil/7a1c/css/theme-8c1b.css" rel="stylesheet">
</head><body>
<header class="header"><h1 class="header-logo"><a href="${view.origin}/">${esc(view.def.name)}</a></h1>
<nav class="navPages"><ul class="navPages-list"><li class="navPages-item"><a class="navPages-action" href="${view.origin}/shop-all/">Shop All</a></li>${nav}</ul></nav></header>
<main class="body">${main}</main></body></html>`;
}

function categoryPage(view: StoreView, slug: string, url: URL): SandboxResponse {
  const items = inCategory(view.listings, slug);
  if (!items) return notFoundHtml(view);
  const limitRaw = Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT);
  const limit = Number.isInteger(limitRaw) && limitRaw >= 1 && limitRaw <= 100 ? limitRaw : DEFAULT_LIMIT;
  const pageRaw = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const pages = Math.ceil(items.length / limit);
  const slice = items.slice((page - 1) * limit, page * limit);
  const title = slug === 'shop-all' ? 'Shop All' : TOP_CATEGORIES.find((c) => c.slug === slug)!.name;
  const base = `${view.origin}/${slug}/`;
  const q = (p: number) => esc(`${base}?${limit !== DEFAULT_LIMIT ? `limit=${limit}&` : ''}page=${p}`);
  if (view.markupChanged) {
    const next = page < pages ? `<a class="pager-next" href="${q(page + 1)}">More</a>` : '';
    return html(
      layout(
        view,
        title,
        `<h1>${esc(title)}</h1><div class="productTiles">${slice.map((d) => changedCard(view, d)).join('\n')}</div>${next}`,
      ),
    );
  }
  const grid = slice.length
    ? `<ul class="productGrid">\n${slice.map((d, i) => card(view, d, (page - 1) * limit + i + 1)).join('\n')}\n</ul>`
    : '<p data-no-products-notification>There are no products listed under this category.</p>';
  const pager: string[] = [];
  if (page > 1)
    pager.push(
      `<li class="pagination-item pagination-item--previous"><a class="pagination-link" href="${q(page - 1)}" data-faceted-search-facet><i class="icon" aria-hidden="true"></i>Previous</a></li>`,
    );
  for (let p = Math.max(1, page - 2); p <= Math.min(pages, page + 2); p++) {
    pager.push(
      `<li class="pagination-item${p === page ? ' pagination-item--current' : ''}"><a class="pagination-link" href="${q(p)}" data-faceted-search-facet>${p}</a></li>`,
    );
  }
  if (page < pages)
    pager.push(
      `<li class="pagination-item pagination-item--next"><a class="pagination-link" href="${q(page + 1)}" data-faceted-search-facet>Next<i class="icon" aria-hidden="true"></i></a></li>`,
    );
  // Page 1 shows a featured carousel whose cards repeat products of the grid (real duplicates to dedupe).
  const featured =
    page === 1 && items.length > 4
      ? `<section class="productCarousel" data-list-name="Featured Products"><h2 class="page-heading">Featured Products</h2><ul class="productGrid productGrid--featured">${items
          .slice(0, 4)
          .map((d, i) => card(view, d, i + 1))
          .join('\n')}</ul></section>`
      : '';
  return html(
    layout(
      view,
      title,
      `<h1 class="page-heading">${esc(title)}</h1>${featured}<div class="page-content" id="product-listing-container"><form class="actionBar"></form>${grid}<nav class="pagination" aria-label="pagination"><ul class="pagination-list">${pager.join('')}</ul></nav></div>`,
    ),
    200,
    { 'x-bc-store-id': '1000742' },
  );
}

function productPage(view: StoreView, path: string): SandboxResponse {
  const d = view.listings.find((x) => x.listing.path === path);
  if (!d) return notFoundHtml(view);
  const l = d.listing;
  return html(
    layout(
      view,
      l.title,
      `<div class="productView" data-product-id="${l.id}"><h1 class="productView-title">${esc(l.title)}</h1><h2 class="productView-brand"><a href="${view.origin}/brands/${esc(encodeURIComponent(l.product.brand))}/"><span>${esc(l.product.brand)}</span></a></h2><div class="productView-price">${priceBlock(d)}</div><dl class="productView-info"><dt class="productView-info-name">SKU:</dt><dd class="productView-info-value" data-product-sku>${esc(l.sku ?? '')}</dd><dt class="productView-info-name">UPC:</dt><dd class="productView-info-value" data-product-upc>${esc(l.product.upc)}</dd></dl><div class="form-field form-field--stock"><label class="form-label form-label--alternate">Current Stock: <span data-product-stock>${d.stock === 'out_of_stock' ? 0 : d.stock === 'low_stock' ? (d.lowRemaining ?? 2) : 25}</span></label></div>${d.stock === 'out_of_stock' ? '<p class="alertBox alertBox--error">Out of stock</p>' : '<input id="form-action-addToCart" type="submit" class="button button--primary" value="Add to Cart">'}</div>`,
    ),
  );
}

export function handleBigCommerce(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt') {
    return text(
      `User-agent: *\nDisallow: /account.php\nDisallow: /cart.php\nDisallow: /checkout.php\nDisallow: /finishorder.php\nDisallow: /login.php\nDisallow: /orderstatus.php\nDisallow: /postreview.php\nDisallow: /productimage.php\nDisallow: /productupdates.php\nDisallow: /remote.php\nDisallow: /search.php\nDisallow: /viewfile.php\nDisallow: /wishlist.php\nDisallow: /admin/\nDisallow: /__socket\n\nSitemap: ${view.origin}/xmlsitemap.php\n`,
    );
  }
  if (path === '/xmlsitemap.php') {
    const type = url.searchParams.get('type');
    if (!type)
      return sitemapIndex(view, [
        '/xmlsitemap.php?type=products&page=1',
        '/xmlsitemap.php?type=categories&page=1',
        '/xmlsitemap.php?type=pages&page=1',
      ]);
    const page = Number(url.searchParams.get('page') ?? 1);
    if (type === 'products')
      return urlset(view, view.listings.map((d) => d.listing.path).slice((page - 1) * 500, page * 500));
    if (type === 'categories') return urlset(view, ['/shop-all/', ...TOP_CATEGORIES.map((c) => `/${c.slug}/`)]);
    return urlset(view, ['/shipping-returns/', '/contact-us/']);
  }
  if (path === '/') return html(layout(view, 'Home', `<h2>Welcome to ${esc(view.def.name)}</h2>`));
  const m = /^\/([a-z0-9.-]+)\/$/.exec(path);
  if (m && (m[1] === 'shop-all' || TOP_CATEGORIES.some((c) => c.slug === m[1]))) return categoryPage(view, m[1], url);
  return productPage(view, path);
}
