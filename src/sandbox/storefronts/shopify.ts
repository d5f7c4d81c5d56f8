import type { DayListing } from '../catalogue/types.js';
import {
  decimal,
  esc,
  html,
  imageUrl,
  intParam,
  json,
  money,
  notFoundHtml,
  redirect,
  sitemapIndex,
  text,
  urlset,
  uniquePaths,
} from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * Shopify storefront: public `/products.json` (also under `/collections/all/`), `limit` capped at 250,
 * `page=N` walked until `products: []`, one variant per package size with `available` as the only stock
 * signal and no barcode (as in the real public JSON). Newest published first.
 */
const stamp = (view: StoreView, daysAgo: number) =>
  new Date(Date.UTC(2026, 10, 1, 15) + (view.day - daysAgo) * 86_400_000).toISOString().replace('.000Z', '-05:00');

function groups(view: StoreView): DayListing[][] {
  const byParent = new Map<number, DayListing[]>();
  for (const d of view.listings) {
    const g = byParent.get(d.listing.parentId);
    if (g) g.push(d);
    else byParent.set(d.listing.parentId, [d]);
  }
  // Newest published first: later arrivals, then higher ids.
  return [...byParent.values()].sort(
    (a, b) => b[0].listing.appearsOnDay - a[0].listing.appearsOnDay || b[0].listing.parentId - a[0].listing.parentId,
  );
}

function productJson(view: StoreView, g: DayListing[]) {
  const first = g[0].listing;
  const p = first.product;
  const age = 400 - (first.parentId % 397) - first.appearsOnDay;
  const published = stamp(view, view.day - first.appearsOnDay > 0 ? age : 0);
  const tags = [first.categoryName, p.brand, p.calibre ? `calibre_${p.calibre}` : null, p.accessoryCategory].filter(
    (t): t is string => !!t,
  );
  return {
    id: first.parentId,
    title: first.title,
    handle: first.slug,
    body_html: `<p>${esc(first.title)}. Sold in Canada by ${esc(view.def.name)}.</p>`,
    published_at: published,
    created_at: published,
    updated_at: stamp(view, 0),
    vendor: p.brand,
    product_type: first.categoryName,
    tags,
    variants: g.map((d, i) => ({
      id: d.listing.id,
      title: d.listing.variantTitle ?? 'Default Title',
      option1: d.listing.variantTitle ?? 'Default Title',
      option2: null,
      option3: null,
      sku: d.listing.sku ?? '',
      requires_shipping: true,
      taxable: true,
      featured_image: null,
      ...(view.omitStock ? {} : { available: d.stock !== 'out_of_stock' }),
      price: decimal(d.priceCents),
      grams: p.type === 'ammunition' ? Math.round((p.rounds ?? 50) * 12) : 1500,
      compare_at_price: d.onSale ? decimal(d.regularPriceCents) : null,
      position: i + 1,
      product_id: first.parentId,
      created_at: published,
      updated_at: stamp(view, 0),
    })),
    images: [
      {
        id: first.parentId + 17,
        created_at: published,
        position: 1,
        updated_at: published,
        product_id: first.parentId,
        variant_ids: [],
        src: imageUrl(view, g[0]),
        width: 800,
        height: 800,
      },
    ],
    options: [
      {
        name: g[0].listing.variantTitle ? 'Package' : 'Title',
        position: 1,
        values: g.map((d) => d.listing.variantTitle ?? 'Default Title'),
      },
    ],
  };
}

function productsJson(view: StoreView, url: URL): SandboxResponse {
  if (view.markupChanged) return redirect(`${view.origin}/password`, 302);
  const limit = Math.min(250, Math.max(1, intParam(url, 'limit', 30) || 30));
  const page = Math.max(1, intParam(url, 'page', 1) || 1);
  const all = groups(view);
  const slice = all.slice((page - 1) * limit, page * limit);
  return json({ products: slice.map((g) => productJson(view, g)) });
}

function productPage(view: StoreView, handle: string, url: URL): SandboxResponse {
  const g = groups(view).find((x) => x[0].listing.slug === handle);
  if (!g) return notFoundHtml(view);
  if (url.pathname.endsWith('.json')) return json({ product: productJson(view, g) });
  const variants = g
    .map(
      (d) =>
        `<option value="${d.listing.id}"${d.stock === 'out_of_stock' ? ' disabled' : ''}>${esc(d.listing.variantTitle ?? 'Default Title')} - ${money(d.priceCents)}</option>`,
    )
    .join('');
  return html(
    page(
      view,
      esc(g[0].listing.title),
      `<div class="product-single"><h1 class="product-single__title">${esc(g[0].listing.title)}</h1><span class="product-single__price">${money(g[0].priceCents)}</span><select name="id">${variants}</select></div>`,
    ),
  );
}

function page(view: StoreView, title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} &ndash; ${esc(view.def.name)}</title><link rel="stylesheet" href="//cdn.shopify.com/s/files/1/0000/0001/t/1/assets/theme.css"><script>window.Shopify = window.Shopify || {}; Shopify.shop = "${esc(view.def.key)}.myshopify.com"; Shopify.currency = {"active":"CAD","rate":"1.0"};</script></head><body><header><a href="/">${esc(view.def.name)}</a> <a href="/collections/all">Shop all</a></header><main>${main}</main></body></html>`;
}

export function robots(view: StoreView): string {
  return `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /blogs/*+*\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /search\nDisallow: /apple-app-site-association\n\nSitemap: ${view.origin}/sitemap.xml\n`;
}

export function handleShopify(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt') return text(robots(view));
  if (path === '/products.json' || path === '/collections/all/products.json') return productsJson(view, url);
  if (path === '/sitemap.xml')
    return sitemapIndex(view, ['/sitemap_products_1.xml?from=1&to=99999999999999', '/sitemap_pages_1.xml']);
  if (path === '/sitemap_products_1.xml') return urlset(view, uniquePaths(view.listings));
  if (path === '/sitemap_pages_1.xml') return urlset(view, ['/pages/contact', '/pages/shipping-policy']);
  if (path === '/password')
    return html(
      page(
        view,
        'Opening soon',
        '<div class="password-page"><h1>Opening soon</h1><p>We are updating our store. Be the first to know when we launch.</p></div>',
      ),
    );
  const m = /^\/(?:collections\/[^/]+\/)?products\/([^/]+?)(?:\.json)?$/.exec(path);
  if (m) return productPage(view, decodeURIComponent(m[1]), url);
  if (path === '/' || path === '/collections/all') {
    const items = groups(view)
      .slice(0, 48)
      .map(
        (g) =>
          `<div class="grid-product"><a href="${esc(g[0].listing.path)}">${esc(g[0].listing.title)}</a> <span class="price">${money(g[0].priceCents)}</span></div>`,
      )
      .join('');
    return html(page(view, 'Home', `<h1>${esc(view.def.name)}</h1><div class="grid">${items}</div>`));
  }
  return notFoundHtml(view);
}
