import type { DayListing } from '../catalogue/types.js';
import { esc, html, imageUrl, json, money, notFoundHtml, sitemapIndex, text, urlset } from './common.js';
import type { SandboxResponse, StoreView } from './types.js';

/**
 * WooCommerce Store API (`/wp-json/wc/store/v1/products`): prices are minor-unit strings with
 * `currency_minor_unit: 2`, totals in `X-WP-Total` / `X-WP-TotalPages`, `per_page` 1–100 (400 otherwise), and
 * out-of-stock products only when `stock_status[]=outofstock` is asked for (the store hides them by default,
 * as canadafirstammo and alsimmons do). Yoast sitemaps (`/sitemap_index.xml`, `/product-sitemap.xml`).
 */
const YOAST_PER_SITEMAP = 1000;

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function categoryId(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 900;
  return 15 + h;
}

function productJson(view: StoreView, d: DayListing) {
  const l = d.listing;
  const permalink = view.origin + l.path;
  const inStock = d.stock !== 'out_of_stock';
  return {
    id: l.id,
    name: l.title,
    slug: l.slug,
    parent: 0,
    type: 'simple',
    variation: '',
    permalink,
    sku: l.sku ?? '',
    short_description: `<p>${esc(l.title)}</p>`,
    description: `<p>${esc(l.title)}. Ships from ${esc(view.def.province)}; firearms require a valid PAL.</p>`,
    on_sale: d.onSale,
    ...priceFields(d),
    average_rating: '0',
    review_count: 0,
    images: [
      {
        id: l.id + 100000,
        src: imageUrl(view, d),
        thumbnail: imageUrl(view, d),
        srcset: '',
        sizes: '',
        name: `${l.slug}.jpg`,
        alt: '',
      },
    ],
    ...taxonomyFields(view, l),
    attributes: [],
    variations: [],
    has_options: false,
    is_purchasable: true,
    ...stockFields(view, d),
    sold_individually: false,
    add_to_cart: {
      text: inStock ? 'Add to cart' : 'Read more',
      description: `Add &ldquo;${esc(l.title)}&rdquo; to your cart`,
      url: inStock ? `?add-to-cart=${l.id}` : permalink,
      minimum: 1,
      maximum: 9999,
      multiple_of: 1,
    },
    extensions: {},
  };
}

/** The Store API's prices (minor-unit strings) and the price HTML, struck-through regular price when on sale. */
function priceFields(d: DayListing) {
  const minor = String(d.priceCents);
  return {
    prices: {
      price: minor,
      regular_price: String(d.regularPriceCents),
      sale_price: minor,
      price_range: null,
      currency_code: 'CAD',
      currency_symbol: '$',
      currency_minor_unit: 2,
      currency_decimal_separator: '.',
      currency_thousand_separator: ',',
      currency_prefix: '$',
      currency_suffix: '',
    },
    price_html: d.onSale
      ? `<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${money(d.regularPriceCents, '')}</bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${money(d.priceCents, '')}</bdi></span></ins>`
      : `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${money(d.priceCents, '')}</bdi></span>`,
  };
}

/** Category, calibre tag and brand, each with its archive link. */
function taxonomyFields(view: StoreView, l: DayListing['listing']) {
  return {
    categories: [
      {
        id: categoryId(l.categoryName),
        name: l.categoryName,
        slug: slugify(l.categoryName),
        link: `${view.origin}/product-category/${slugify(l.categoryName)}/`,
      },
    ],
    tags: l.product.calibre
      ? [
          {
            id: categoryId(l.product.calibre) + 1000,
            name: l.product.calibre,
            slug: slugify(l.product.calibre),
            link: `${view.origin}/product-tag/${slugify(l.product.calibre)}/`,
          },
        ]
      : [],
    brands: [
      {
        id: categoryId(l.product.brand) + 2000,
        name: l.product.brand,
        slug: slugify(l.product.brand),
        link: `${view.origin}/brand/${slugify(l.product.brand)}/`,
      },
    ],
  };
}

/** Stock fields, absent altogether on a store that omits them (the no-stock-field fault). */
function stockFields(view: StoreView, d: DayListing) {
  if (view.omitStock) return {};
  const inStock = d.stock !== 'out_of_stock';
  return {
    is_in_stock: inStock,
    is_on_backorder: false,
    low_stock_remaining: d.lowRemaining,
    stock_availability: inStock
      ? { text: d.lowRemaining ? `Only ${d.lowRemaining} left in stock` : 'In stock', class: 'in-stock' }
      : { text: 'Out of stock', class: 'out-of-stock' },
  };
}

function invalidParam(param: string, message: string): SandboxResponse {
  return json(
    {
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: message }, details: {} },
    },
    400,
  );
}

function storeApiProducts(view: StoreView, url: URL): SandboxResponse {
  if (view.markupChanged)
    return json(
      {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
      404,
    );
  const perPageRaw = url.searchParams.get('per_page');
  const perPage = perPageRaw === null ? 10 : Number(perPageRaw);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
    return invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  const pageRaw = url.searchParams.get('page');
  const page = pageRaw === null ? 1 : Number(pageRaw);
  if (!Number.isInteger(page) || page < 1) return invalidParam('page', 'page must be greater than or equal to 1');
  const statuses = [...url.searchParams.getAll('stock_status[]'), ...url.searchParams.getAll('stock_status')].flatMap(
    (s) => s.split(','),
  );
  const wanted = new Set(statuses.length ? statuses : ['instock', 'onbackorder']);
  let items = view.listings.filter((d) => wanted.has(d.stock === 'out_of_stock' ? 'outofstock' : 'instock'));
  const sku = url.searchParams.get('sku');
  if (sku) items = items.filter((d) => d.listing.sku === sku);
  const search = url.searchParams.get('search')?.toLowerCase();
  if (search) items = items.filter((d) => d.listing.title.toLowerCase().includes(search));
  const include = url.searchParams.get('include');
  if (include) {
    const ids = new Set(include.split(',').map(Number));
    items = items.filter((d) => ids.has(d.listing.id));
  }
  const orderby = url.searchParams.get('orderby') ?? 'date';
  const asc =
    (url.searchParams.get('order') ?? (orderby === 'title' || orderby === 'price' ? 'asc' : 'desc')) === 'asc';
  const key = (d: DayListing): number | string =>
    orderby === 'price'
      ? d.priceCents
      : orderby === 'title'
        ? d.listing.title.toLowerCase()
        : orderby === 'id'
          ? d.listing.id
          : d.listing.appearsOnDay * 1e7 + d.listing.id;
  items = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (asc ? 1 : -1));
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = { 'x-wp-total': String(total), 'x-wp-totalpages': String(totalPages) };
  const links: string[] = [];
  const link = (p: number, rel: string) => {
    const u = new URL(url.toString().replace(url.origin, view.origin));
    u.searchParams.set('page', String(p));
    links.push(`<${u.toString()}>; rel="${rel}"`);
  };
  if (page > 1) link(page - 1, 'prev');
  if (page < totalPages) link(page + 1, 'next');
  if (links.length) headers.link = links.join(', ');
  return json(
    slice.map((d) => productJson(view, d)),
    200,
    headers,
  );
}

function productPage(view: StoreView, path: string): SandboxResponse {
  const d = view.listings.find((x) => x.listing.path === path);
  if (!d) return notFoundHtml(view);
  const ld = {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: d.listing.title,
    sku: d.listing.sku ?? undefined,
    url: view.origin + path,
    offers: [
      {
        '@type': 'Offer',
        price: (d.priceCents / 100).toFixed(2),
        priceCurrency: 'CAD',
        availability: d.stock === 'out_of_stock' ? 'http://schema.org/OutOfStock' : 'http://schema.org/InStock',
        url: view.origin + path,
      },
    ],
  };
  return html(
    `<!DOCTYPE html><html lang="en-CA"><head><meta charset="UTF-8"><title>${esc(d.listing.title)} - ${esc(view.def.name)}</title><meta name="generator" content="WooCommerce 9.4.2"><script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script></head><body class="product-template-default single single-product woocommerce"><div class="product type-product"><h1 class="product_title entry-title">${esc(d.listing.title)}</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${money(d.priceCents, '')}</bdi></span></p><p class="stock ${d.stock === 'out_of_stock' ? 'out-of-stock' : 'in-stock'}">${d.stock === 'out_of_stock' ? 'Out of stock' : 'In stock'}</p><span class="sku_wrapper">SKU: <span class="sku">${esc(d.listing.sku ?? 'N/A')}</span></span></div></body></html>`,
  );
}

const SHOP_PER_PAGE = 24;

/** A theme's product card (`content-product.php`): stock class token, `<del>`/`<ins>` on sale, an add-to-cart button. */
function shopCard(view: StoreView, d: DayListing): string {
  const l = d.listing;
  const url = esc(view.origin + l.path);
  const amount = (c: number) =>
    `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${money(c, '')}</bdi></span>`;
  const price = d.onSale
    ? `<del aria-hidden="true">${amount(d.regularPriceCents)}</del> <ins aria-hidden="true">${amount(d.priceCents)}</ins>`
    : amount(d.priceCents);
  const stock = d.stock === 'out_of_stock' ? 'outofstock' : 'instock';
  const button =
    d.stock === 'out_of_stock'
      ? `<a href="${url}" class="button product_type_simple" data-product_id="${l.id}" data-product_sku="${esc(l.sku ?? '')}" rel="nofollow">Read more</a>`
      : `<a href="?add-to-cart=${l.id}" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${l.id}" data-product_sku="${esc(l.sku ?? '')}" rel="nofollow">Add to cart</a>`;
  return `<li class="product type-product post-${l.id} status-publish ${stock} product-type-simple"><a href="${url}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="${esc(imageUrl(view, d))}" width="300" height="300" alt="" /><h2 class="woocommerce-loop-product__title">${esc(l.title)}</h2><span class="price">${price}</span></a>${button}</li>`;
}

/** The theme's shop pages `/shop/` and `/shop/page/N/` (24 per page; past the end 404, as WordPress answers). */
function shopPage(view: StoreView, page: number): SandboxResponse {
  const pages = Math.max(1, Math.ceil(view.listings.length / SHOP_PER_PAGE));
  if (page > pages) return notFoundHtml(view);
  const slice = view.listings.slice((page - 1) * SHOP_PER_PAGE, page * SHOP_PER_PAGE);
  const cards = view.markupChanged
    ? slice
        .map(
          (d) =>
            `<div class="wp-block-group product-tile"><a href="${esc(view.origin + d.listing.path)}">${esc(d.listing.title)}</a><span>${money(d.priceCents)}</span></div>`,
        )
        .join('')
    : `<ul class="products columns-4">${slice.map((d) => shopCard(view, d)).join('\n')}</ul>`;
  const next =
    page < pages
      ? `<nav class="woocommerce-pagination"><ul class="page-numbers"><li><a class="next page-numbers" href="${view.origin}/shop/page/${page + 1}/">&rarr;</a></li></ul></nav>`
      : '';
  return html(
    `<!DOCTYPE html><html lang="en-CA"><head><meta charset="UTF-8"><title>Shop - ${esc(view.def.name)}</title><link rel="stylesheet" href="${view.origin}/wp-content/plugins/woocommerce/assets/css/woocommerce.css"></head><body class="archive post-type-archive woocommerce woocommerce-page"><main><h1 class="woocommerce-products-header__title page-title">Shop</h1>${cards}${next}</main></body></html>`,
  );
}

export function handleWooCommerce(view: StoreView, url: URL): SandboxResponse {
  const path = url.pathname;
  if (path === '/robots.txt')
    return text(
      `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /my-account/\n\nSitemap: ${view.origin}/sitemap_index.xml\n`,
    );
  if (path === '/wp-json/wc/store/v1/products' || path === '/wp-json/wc/store/products')
    return storeApiProducts(view, url);
  if (path === '/wp-json/' || path === '/wp-json')
    return json({
      name: view.def.name,
      url: view.origin,
      namespaces: ['oembed/1.0', 'wc/store', 'wc/store/v1', 'wp/v2'],
    });
  const paths = [...new Set(view.listings.map((d) => d.listing.path))];
  const productSitemaps = Math.max(1, Math.ceil(paths.length / YOAST_PER_SITEMAP));
  if (path === '/sitemap_index.xml') {
    return sitemapIndex(view, [
      '/post-sitemap.xml',
      '/page-sitemap.xml',
      ...Array.from({ length: productSitemaps }, (_, i) => `/product-sitemap${i ? i + 1 : ''}.xml`),
      '/product_cat-sitemap.xml',
    ]);
  }
  const sm = /^\/product-sitemap(\d*)\.xml$/.exec(path);
  if (sm) {
    const n = sm[1] ? Number(sm[1]) : 1;
    if (n > productSitemaps) return notFoundHtml(view);
    return urlset(view, ['/shop/', ...paths.slice((n - 1) * YOAST_PER_SITEMAP, n * YOAST_PER_SITEMAP)]);
  }
  if (path === '/product_cat-sitemap.xml')
    return urlset(view, [
      ...new Set(view.listings.map((d) => `/product-category/${slugify(d.listing.categoryName)}/`)),
    ]);
  if (path === '/page-sitemap.xml') return urlset(view, ['/', '/contact/', '/shipping/']);
  if (path === '/post-sitemap.xml') return urlset(view, ['/2026/11/new-arrivals/']);
  if (path.startsWith('/product/')) return productPage(view, path);
  const shop = /^\/shop\/(?:page\/(\d+)\/)?$/.exec(path);
  if (shop) return shopPage(view, shop[1] ? Number(shop[1]) : 1);
  if (path === '/')
    return html(
      `<!DOCTYPE html><html lang="en-CA"><head><meta charset="UTF-8"><title>${esc(view.def.name)}</title><meta name="generator" content="WooCommerce 9.4.2"><link rel="https://api.w.org/" href="${view.origin}/wp-json/"></head><body class="home woocommerce-page"><h1>${esc(view.def.name)}</h1><a href="/shop/">Shop</a></body></html>`,
    );
  return notFoundHtml(view);
}
