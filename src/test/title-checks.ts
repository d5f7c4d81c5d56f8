import { expect, it } from 'vitest';
import { classifyListing, type Classification } from '../shared/titles/classify-listing';

/** The fields a title-rule test expects; the rest are not checked. */
export type TitleExpectation = Partial<Classification>;

/** One test per title: classify it and compare each expected field. */
export function checkTitles(rows: Array<[string, TitleExpectation]>): void {
  it.each(rows)('%s', (title, exp) => {
    const got = classifyListing({ title });
    for (const [k, v] of Object.entries(exp)) expect(got[k as keyof Classification], `${k} of "${title}"`).toBe(v);
  });
}

/** A title's type, calibre, maker and round count, for compact expectations. */
export function readTitle(title: string): Array<string | number | null> {
  const c = classifyListing({ title });
  return [c.productType, c.calibre, c.manufacturer, c.boxQuantity];
}
