import { FIRST_ANSWERS_ELEMENT_ID } from '../../../shared/first-answers.js';
import { SITE_NAME } from '../../../shared/site-pages.js';
import type { PageHead } from './page-head.service.js';

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags for one page: title, description, canonical URL and the Open Graph preview of a shared link. */
export function renderHead(head: PageHead, appUrl: string): string {
  const base = appUrl.replace(/\/+$/, '');
  const url = base + head.canonical;
  return [
    `<title>${attr(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    head.indexable ? '' : '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:image" content="${attr(base)}/og-image.png" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
  ]
    .filter(Boolean)
    .join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;

/** Puts the page's head tags in place of the built index.html's default title and description. */
export function injectHead(template: string, headHtml: string): string {
  if (!TITLE.test(template)) return template.replace('</head>', `  ${headHtml}\n  </head>`);
  return template.replace(DESCRIPTION, '').replace(TITLE, () => headHtml);
}

/** The page's first answers (already escaped JSON, see first-answers.service.ts) as data the client reads at start. */
export function injectFirstAnswers(html: string, json: string): string {
  const element = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
  return html.replace('</body>', () => `${element}\n  </body>`);
}
