import type { DayListing } from '../catalogue/types.js';
import { TOP_CATEGORIES, inCategory } from './categories.js';
import { esc, html, imageUrl, money, notFoundHtml, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * Magento 1 (default/RWD theme, like Ellwood Epps): category pages `/<category>.html?p=N`, `ul.products-grid >
 * li.item` with `h2.product-name a`, a `price-box` (`regular-price`, or `old-price` + `special-price` on sale),
 * `p.availability.out-of-stock` or a `button.btn-cart`, 12 per page, `.pages a.next`. As on real Magento 1 a page
 * past the end repeats the last page. Assets under `/skin/frontend/` and `/js/varien/` give the version away.
 */
const PER_PAGE = 12;

function priceBox(d: DayListing): string {
  const id = d.listing.id;
  if (!d.onSale)
    return `<div class="price-box"><span class="regular-price" id="product-price-${id}"><span class="price">${money(d.priceCents)}</span></span></div>`;
  return `<div class="price-box"><p class="old-price"><span class="price-label">Regular Price:</span><span class="price" id="old-price-${id}">${money(d.regularPriceCents)}</span></p><p class="special-price"><span class="price-label">Special Price</span><span class="price" id="product-price-${id}">${money(d.priceCents)}</span></p></div>`;
}

function item(view: StoreView, d: DayListing, i: number, count: number): string {
  const l = d.listing;
  const url = esc(view.origin + l.path);
  const name = esc(l.title);
  const action =
    d.stock === 'out_of_stock'
      ? '<p class="availability out-of-stock"><span>Out of stock</span></p>'
      : `<button type="button" title="Add to Cart" class="button btn-cart" onclick="setLocation('${esc(`${view.origin}/checkout/cart/add/uenc/aHR0cA,,/product/${l.id}/`)}')"><span><span>Add to Cart</span></span></button>`;
  const position = i === 0 ? ' first' : i === count - 1 ? ' last' : '';
  return `<li class="item${position}">
<a href="${url}" title="${name}" class="product-image"><img src="${esc(imageUrl(view, d))}" width="135" height="135" alt="${name}" /></a>
<h2 class="product-name"><a href="${url}" title="${name}">${name}</a></h2>
${priceBox(d)}
<div class="actions">${action}<ul class="add-to-links"><li><a href="${esc(`${view.origin}/wishlist/index/add/product/${l.id}/`)}" class="link-wishlist">Add to Wishlist</a></li></ul></div>
</li>`;
}

function layout(view: StoreView, title: string, main: string): string {
  const nav = [{ slug: 'shop-all', name: 'Shop All' }, ...TOP_CATEGORIES]
    .map((c) => `<li class="level0"><a href="${view.origin}/${c.slug}.html"><span>${c.name}</span></a></li>`)
    .join('');
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>${esc(title)}</title>
<link rel="stylesheet" type="text/css" href="${view.origin}/skin/frontend/default/default/css/styles.css" media="all" />
<script type="text/javascript" src="${view.origin}/js/prototype/prototype.js"></script><script type="text/javascript" src="${view.origin}/js/varien/js.js"></script>
<script type="text/javascript">Mage.Cookies.path = '/';</script></head>
<body class="catalog-category-view"><div class="wrapper"><div class="header"><a href="${view.origin}/" class="logo">${esc(view.def.name)}</a></div>
<div class="nav-container"><ul id="nav">${nav}</ul></div><div class="main col2-left-layout"><div class="col-main">${main}</div></div></div></body></html>`;
}

function pager(base: string, page: number, pages: number): string {
  const links: string[] = [];
  for (let p = 1; p <= pages; p++)
    links.push(p === page ? `<li class="current">${p}</li>` : `<li><a href="${esc(`${base}?p=${p}`)}">${p}</a></li>`);
  if (page < pages)
    links.push(`<li><a class="next i-next" href="${esc(`${base}?p=${page + 1}`)}" title="Next">Next</a></li>`);
  return `<div class="pager"><div class="pages"><strong>Page:</strong><ol>${links.join('')}</ol></div></div>`;
}

function categoryPage(view: StoreView, slug: string, url: URL): SandboxResponse {
  const items = inCategory(view.listings, slug)!;
  const name = TOP_CATEGORIES.find((c) => c.slug === slug)?.name ?? 'Shop All';
  const pages = Math.max(1, Math.ceil(items.length / PER_PAGE));
  const asked = Number(url.searchParams.get('p') ?? 1);
  const page = Math.min(pages, Number.isInteger(asked) && asked >= 1 ? asked : 1);
  const slice = items.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const heading = `<div class="page-title category-title"><h1>${esc(name)}</h1></div>`;
  if (!slice.length)
    return html(layout(view, name, `${heading}<p class="note-msg">There are no products matching the selection.</p>`));
  const bar = `<div class="toolbar">${pager(`${view.origin}/${slug}.html`, page, pages)}</div>`;
  const grid = `<div class="category-products">${bar}<ul class="products-grid">\n${slice.map((d, i) => item(view, d, i, slice.length)).join('\n')}\n</ul>${bar}</div>`;
  return html(layout(view, name, `${heading}${grid}`));
}

function productPage(view: StoreView, path: string): SandboxResponse {
  const d = view.listings.find((x) => x.listing.path === path);
  if (!d) return notFoundHtml(view);
  const stock =
    d.stock === 'out_of_stock'
      ? '<p class="availability out-of-stock">Availability: <span>Out of stock</span></p>'
      : '<p class="availability in-stock">Availability: <span>In stock</span></p>';
  return html(
    layout(
      view,
      d.listing.title,
      `<div class="product-view"><div class="product-name"><h1>${esc(d.listing.title)}</h1></div>${stock}${priceBox(d)}</div>`,
    ),
  );
}

export function handleMagento1(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt')
    return text(
      `User-agent: *\nDisallow: /checkout/\nDisallow: /customer/\nDisallow: /wishlist/\n\nSitemap: ${view.origin}/sitemap.xml\n`,
    );
  if (path === '/sitemap.xml')
    return urlset(view, [
      '/',
      '/shop-all.html',
      ...TOP_CATEGORIES.map((c) => `/${c.slug}.html`),
      ...view.listings.map((d) => d.listing.path),
    ]);
  if (path === '/') return html(layout(view, view.def.name, `<h1>${esc(view.def.name)}</h1>`));
  const m = /^\/([a-z-]+)\.html$/.exec(path);
  if (m && (m[1] === 'shop-all' || TOP_CATEGORIES.some((c) => c.slug === m[1]))) return categoryPage(view, m[1], url);
  return productPage(view, path);
}
