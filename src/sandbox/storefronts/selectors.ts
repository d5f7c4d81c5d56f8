import type { DayListing } from '../catalogue/types.js';
import { esc, html, imageUrl, money, notFoundHtml, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * A hand-made shop with no platform: the admin scrapes it with CSS selectors (HINTERLAND_SELECTORS in
 * catalogue/stores.ts). Listing at `/catalogue/`, next pages `/catalogue/page/N/` linked by `a[rel=next]`,
 * 24 products per page. With the 'markup-changed' fault the redesign renames every class.
 */
const PER_PAGE = 24;

function stockText(d: DayListing): string {
  if (d.stock === 'out_of_stock') return 'Out of stock';
  if (d.stock === 'low_stock') return `Low stock (${d.lowRemaining ?? 2} left)`;
  return 'In stock';
}

function item(view: StoreView, d: DayListing): string {
  const l = d.listing;
  const url = esc(l.path);
  const price = d.onSale
    ? `<s class="was">${money(d.regularPriceCents)}</s> <span class="amount">${money(d.priceCents)}</span>`
    : `<span class="amount">${money(d.priceCents)}</span>`;
  return `<div class="catalogue-item" data-id="${l.id}">
  <div class="item-photo"><img src="${esc(imageUrl(view, d))}" alt="${esc(l.title)}"></div>
  <h2 class="item-title"><a href="${url}">${esc(l.title)}</a></h2>
  <div class="item-price">${price}</div>
  <div class="item-sku">${esc(l.sku ?? '')}</div>
  ${view.omitStock ? '' : `<div class="item-stock">${stockText(d)}</div>`}
</div>`;
}

function changedItem(d: DayListing): string {
  return `<section class="tile"><h3 class="tile__name"><a href="${esc(d.listing.path)}">${esc(d.listing.title)}</a></h3><b class="tile__cost">${money(d.priceCents)}</b><small class="tile__code">${esc(d.listing.sku ?? '')}</small></section>`;
}

function page(view: StoreView, title: string, main: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | ${esc(view.def.name)}</title><link rel="stylesheet" href="/css/site.css"></head><body><div id="top"><a href="/">${esc(view.def.name)}</a> | <a href="/catalogue/">Catalogue</a> | <a href="/contact.html">Contact</a></div>${main}<div id="footer">Prices in Canadian dollars. PAL required for firearms and ammunition.</div></body></html>`;
}

function catalogue(view: StoreView, n: number): SandboxResponse {
  const pages = Math.max(1, Math.ceil(view.listings.length / PER_PAGE));
  if (n > pages) return notFoundHtml(view);
  const slice = view.listings.slice((n - 1) * PER_PAGE, n * PER_PAGE);
  const href = (p: number) => (p === 1 ? '/catalogue/' : `/catalogue/page/${p}/`);
  if (view.markupChanged) {
    const next = n < pages ? `<a class="more" href="${href(n + 1)}">More products</a>` : '';
    return html(page(view, 'Catalogue', `<div class="shop-grid">${slice.map(changedItem).join('\n')}</div>${next}`));
  }
  const prev = n > 1 ? `<a rel="prev" href="${href(n - 1)}">&laquo; Previous</a>` : '';
  const next = n < pages ? `<a rel="next" href="${href(n + 1)}">Next &raquo;</a>` : '';
  const list = slice.length
    ? slice.map((d) => item(view, d)).join('\n')
    : '<p class="empty">No products right now.</p>';
  return html(
    page(
      view,
      'Catalogue',
      `<h1>Catalogue</h1><div id="catalogue">\n${list}\n</div><nav class="pager">${prev} <span class="page-info">Page ${n} of ${pages}</span> ${next}</nav>`,
    ),
  );
}

export function handleSelectors(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt')
    return text(`User-agent: *\nDisallow: /cart\nDisallow: /admin/\n\nSitemap: ${view.origin}/sitemap.xml\n`);
  if (path === '/sitemap.xml') return urlset(view, ['/', '/catalogue/', '/contact.html']);
  if (path === '/' || path === '/contact.html')
    return html(
      page(view, view.def.name, `<h1>${esc(view.def.name)}</h1><p><a href="/catalogue/">Browse the catalogue</a></p>`),
    );
  if (path === '/catalogue/' || path === '/catalogue') return catalogue(view, 1);
  const m = /^\/catalogue\/page\/(\d+)\/?$/.exec(path);
  if (m) return catalogue(view, Math.max(1, Number(m[1])));
  if (path.startsWith('/item/')) {
    const d = view.listings.find((x) => x.listing.path === path);
    if (!d) return notFoundHtml(view);
    return html(
      page(
        view,
        d.listing.title,
        `<div class="product-detail"><h1>${esc(d.listing.title)}</h1><div class="item-price"><span class="amount">${money(d.priceCents)}</span></div><div class="item-sku">${esc(d.listing.sku ?? '')}</div><div class="item-stock">${stockText(d)}</div></div>`,
      ),
    );
  }
  return notFoundHtml(view);
}
