import type { DayListing } from '../catalogue/types.js';
import { TOP_CATEGORIES, inCategory } from './categories.js';
import { esc, html, imageUrl, money, notFoundHtml, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * Magento 2 (Luma): category pages `/<category>.html?p=N` with the `list.phtml` markup (`li.product-item` >
 * `.product-item-info`, `a.product-item-link`, a `price-box` with `data-price-amount`), a toolbar with
 * `.pages-item-next a.next`. `product_list_limit` accepts 12/24/36 (grid default 12). Like real Magento, a page
 * number past the end shows the LAST page again, so a walker must stop on the missing next link.
 */
const LIMITS = [12, 24, 36];
const STATIC = '/static/version1731400000/frontend/Magento/luma/en_CA';

function priceBox(d: DayListing): string {
  const id = d.listing.id;
  const amount = (c: number) => (c / 100).toFixed(2);
  if (!d.onSale) {
    return `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${id}" data-price-box="product-id-${id}"><span class="price-container price-final_price tax weee"><span id="product-price-${id}" data-price-amount="${amount(d.priceCents)}" data-price-type="finalPrice" class="price-wrapper "><span class="price">${money(d.priceCents)}</span></span></span></div>`;
  }
  return `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${id}" data-price-box="product-id-${id}"><span class="special-price"><span class="price-container price-final_price tax weee"><span class="price-label">Special Price</span><span id="product-price-${id}" data-price-amount="${amount(d.priceCents)}" data-price-type="finalPrice" class="price-wrapper "><span class="price">${money(d.priceCents)}</span></span></span></span><span class="old-price"><span class="price-container price-final_price tax weee"><span class="price-label">Regular Price</span><span id="old-price-${id}" data-price-amount="${amount(d.regularPriceCents)}" data-price-type="oldPrice" class="price-wrapper "><span class="price">${money(d.regularPriceCents)}</span></span></span></span></div>`;
}

function item(view: StoreView, d: DayListing): string {
  const l = d.listing;
  const url = esc(view.origin + l.path);
  const name = esc(l.title);
  const action = view.omitStock
    ? ''
    : d.stock === 'out_of_stock'
      ? '<div class="stock unavailable"><span>Out of stock</span></div>'
      : `<form data-role="tocart-form" data-product-sku="${esc(l.sku ?? '')}" action="${esc(`${view.origin}/checkout/cart/add/uenc/aHR0cA,,/product/${l.id}/`)}" method="post"><input type="hidden" name="product" value="${l.id}"><button type="submit" title="Add to Cart" class="action tocart primary"><span>Add to Cart</span></button></form>`;
  return `<li class="item product product-item">
<div class="product-item-info" id="product-item-info_${l.id}" data-container="product-grid">
<a href="${url}" class="product photo product-item-photo" tabindex="-1"><span class="product-image-container product-image-container-${l.id}"><span class="product-image-wrapper"><img class="product-image-photo" src="${esc(imageUrl(view, d))}" loading="lazy" width="240" height="300" alt="${name}"></span></span></a>
<div class="product details product-item-details">
<strong class="product name product-item-name"><a class="product-item-link" href="${url}" title="${name}">
${name}
</a></strong>
${priceBox(d)}
<div class="product-item-inner"><div class="product actions product-item-actions"><div class="actions-primary">${action}</div></div></div>
</div>
</div>
</li>`;
}

/** After a move to a Hyvä-style theme: no product-item-info, product-item-link or price-box. */
function changedItem(view: StoreView, d: DayListing): string {
  return `<div class="card card-interactive flex flex-col"><a class="product-card-link" href="${esc(view.origin + d.listing.path)}"><h3 class="text-md">${esc(d.listing.title)}</h3></a><span class="final-price text-lg">${money(d.priceCents)}</span></div>`;
}

function layout(view: StoreView, title: string, main: string, bodyClass: string): string {
  const nav = [{ slug: 'shop-all', name: 'Shop All' }, ...TOP_CATEGORIES]
    .map(
      (c, i) =>
        `<li class="level0 nav-${i + 1} category-item level-top"><a href="${view.origin}/${c.slug}.html" class="level-top"><span>${c.name}</span></a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<link rel="stylesheet" type="text/css" media="all" href="${view.origin}${STATIC}/css/styles-m.css">
<script type="text/x-magento-init">{"*":{"Magento_PageCache/js/form-key-provider":{}}}</script>
</head><body data-container="body" class="${bodyClass} page-layout-2columns-left">
<header class="page-header"><a class="logo" href="${view.origin}/" title="${esc(view.def.name)}">${esc(view.def.name)}</a></header>
<div class="sections nav-sections"><nav class="navigation" data-action="navigation"><ul data-mage-init='{"menu":{"responsive":true}}'>${nav}</ul></nav></div>
<main id="maincontent" class="page-main">${main}</main></body></html>`;
}

function toolbar(view: StoreView, base: string, page: number, pages: number, total: number, limit: number): string {
  const from = total ? (page - 1) * limit + 1 : 0;
  const to = Math.min(total, page * limit);
  const q = (p: number) => esc(`${base}?${limit !== 12 ? `product_list_limit=${limit}&` : ''}p=${p}`);
  const items: string[] = [];
  if (page > 1)
    items.push(
      `<li class="item pages-item-previous"><a class="action  previous" href="${q(page - 1)}" title="Previous"><span class="label">Page</span><span>Previous</span></a></li>`,
    );
  for (let p = Math.max(1, page - 2); p <= Math.min(pages, page + 2); p++) {
    items.push(
      p === page
        ? `<li class="item current"><strong class="page"><span class="label">You're currently reading page</span><span>${p}</span></strong></li>`
        : `<li class="item"><a href="${q(p)}" class="page"><span class="label">Page</span><span>${p}</span></a></li>`,
    );
  }
  if (page < pages)
    items.push(
      `<li class="item pages-item-next"><a class="action  next" href="${q(page + 1)}" title="Next"><span class="label">Page</span><span>Next</span></a></li>`,
    );
  return `<div class="toolbar toolbar-products" data-mage-init='{"productListToolbarForm":{}}'><p class="toolbar-amount" id="toolbar-amount">Items <span class="toolbar-number">${from}</span>-<span class="toolbar-number">${to}</span> of <span class="toolbar-number">${total}</span></p><div class="pages"><strong class="label pages-label" id="paging-label">Page</strong><ul class="items pages-items" aria-labelledby="paging-label">${items.join('')}</ul></div></div>`;
}

function categoryPage(view: StoreView, slug: string, url: URL): SandboxResponse {
  const items = inCategory(view.listings, slug)!;
  const name = TOP_CATEGORIES.find((c) => c.slug === slug)?.name ?? 'Shop All';
  const limitRaw = Number(url.searchParams.get('product_list_limit') ?? 12);
  const limit = LIMITS.includes(limitRaw) ? limitRaw : 12;
  const pages = Math.max(1, Math.ceil(items.length / limit));
  const asked = Number(url.searchParams.get('p') ?? 1);
  const page = Math.min(pages, Number.isInteger(asked) && asked >= 1 ? asked : 1);
  const slice = items.slice((page - 1) * limit, page * limit);
  const base = `${view.origin}/${slug}.html`;
  const heading = `<div class="page-title-wrapper"><h1 class="page-title" id="page-title-heading"><span class="base" data-ui-id="page-title-wrapper">${esc(name)}</span></h1></div>`;
  if (view.markupChanged) {
    const next = page < pages ? `<a class="pagination-next" href="${esc(`${base}?p=${page + 1}`)}">Next</a>` : '';
    return html(
      layout(
        view,
        name,
        `${heading}<section class="products-grid grid gap-4">${slice.map((d) => changedItem(view, d)).join('\n')}</section>${next}`,
        'page-products categorypath-' + slug,
      ),
    );
  }
  if (!slice.length) {
    return html(
      layout(
        view,
        name,
        `${heading}<div class="message info empty"><div>We can't find products matching the selection.</div></div>`,
        'page-products categorypath-' + slug,
      ),
    );
  }
  const list = `<div class="products wrapper grid products-grid"><ol class="products list items product-items">\n${slice.map((d) => item(view, d)).join('\n')}\n</ol></div>`;
  const bar = toolbar(view, base, page, pages, items.length, limit);
  return html(
    layout(view, name, `${heading}${bar}${list}${bar}`, `page-products categorypath-${slug} catalog-category-view`),
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
      `<div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">${esc(l.title)}</span></h1></div><div class="product-info-price">${priceBox(d)}</div><div class="product-info-stock-sku"><div class="stock ${d.stock === 'out_of_stock' ? 'unavailable' : 'available'}" title="Availability"><span>${d.stock === 'out_of_stock' ? 'Out of stock' : 'In stock'}</span></div><div class="product attribute sku"><strong class="type">SKU</strong><div class="value" itemprop="sku">${esc(l.sku ?? '')}</div></div></div></div>`,
      'catalog-product-view',
    ),
  );
}

export function handleMagento(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt') {
    return text(
      `User-agent: *\nDisallow: /checkout/\nDisallow: /customer/\nDisallow: /catalogsearch/\nDisallow: /wishlist/\nDisallow: /sendfriend/\nCrawl-delay: ${view.def.crawlDelay ?? 1}\n\nSitemap: ${view.origin}/sitemap.xml\n`,
    );
  }
  if (path === '/sitemap.xml')
    return urlset(view, [
      '/',
      '/shop-all.html',
      ...TOP_CATEGORIES.map((c) => `/${c.slug}.html`),
      ...view.listings.map((d) => d.listing.path),
    ]);
  if (path === '/') return html(layout(view, view.def.name, `<h1>${esc(view.def.name)}</h1>`, 'cms-index-index'));
  const m = /^\/([a-z-]+)\.html$/.exec(path);
  if (m && (m[1] === 'shop-all' || TOP_CATEGORIES.some((c) => c.slug === m[1]))) return categoryPage(view, m[1], url);
  return productPage(view, path);
}
