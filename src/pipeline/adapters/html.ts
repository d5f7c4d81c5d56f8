import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText } from './parse-utils/text.js';

export type Doc = cheerio.CheerioAPI;
export type Sel = cheerio.Cheerio<AnyNode>;

export function loadHtml(html: string): Doc {
  return cheerio.load(typeof html === 'string' ? html : '');
}

/** First non-empty cleaned text among the selectors, searched inside `scope`. */
export function firstText(scope: Sel, selectors: string[]): string {
  for (const s of selectors) {
    const t = cleanText(scope.find(s).first().text());
    if (t) return t;
  }
  return '';
}

/** First non-empty attribute value among [selector, attribute] pairs, searched inside `scope` (or scope itself). */
export function firstAttr(scope: Sel, pairs: Array<[string, string]>): string | null {
  for (const [sel, attr] of pairs) {
    const el = sel === ':scope' ? scope : scope.find(sel).first();
    const v = el.attr(attr);
    if (v && v.trim()) return v.trim();
  }
  return null;
}

/** An <img>'s real source, lazy-loading attributes included. */
export function imageSrc(img: Sel): string | null {
  for (const attr of ['data-src', 'data-lazy-src', 'src', 'data-srcset', 'srcset', 'data-original']) {
    const v = img.attr(attr);
    if (v && v.trim() && !v.startsWith('data:')) return v.trim().split(/[\s,]+/)[0];
  }
  return null;
}

/**
 * A listing that loads its next products by script ("Show More", "Load more", infinite scroll) instead of linking to
 * the next page: the page numbers still answer (`?page=N`, `/page/N/`), so the walk goes on by number.
 */
export function loadsMoreByScript($: Doc): boolean {
  if (
    $('[class*="load-more"], [class*="loadmore"], [class*="showMore"], [class*="show-more"], [class*="infinite"]')
      .length
  )
    return true;
  return $('a, button')
    .toArray()
    .some((el) => /^(?:show|load|view) more(?: products| items)?$/i.test(cleanText($(el).text())));
}
