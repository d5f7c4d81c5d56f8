import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizeTitle, rewrittenTitle } from './normalize';

const DIR = fileURLToPath(new URL('../../../data/titles/', import.meta.url));

/** The strings (of a list) whose short path gives another text than trying every rewrite. */
const changed = (strings: string[]) => strings.filter((s) => normalizeTitle(s) !== rewrittenTitle(s));

describe('normalizeTitle’s short path (lower case, trim, double spaces)', () => {
  it('gives every data title the text that trying every rewrite gives', () => {
    const titles = readdirSync(DIR)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readFileSync(DIR + f, 'utf8').split('\n'))
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { title?: string }).title ?? '');
    expect(titles.length).toBeGreaterThan(1000);
    expect(changed(titles)).toEqual([]);
  });

  it('gives short strings of the characters the rewrites read the same text', () => {
    // a fixed pseudo-random sequence, so that a failure is the same on every run
    let seed = 99;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const alphabet = [...'aAsShHiIpPtTxXwW.,\'"?&<>; \t\n\u00a0\u2019é0123456789#b/'];
    const pieces = [
      'ship',
      'FREE SHIPPING',
      'No Tax',
      'Tax',
      'W. ',
      '1,000',
      '&amp;',
      '<b>',
      '</b>',
      "''",
      '12345678901',
      '  ',
    ];
    const strings: string[] = [];
    for (let k = 0; k < 50_000; k++) {
      let s = '';
      for (let len = 1 + next(14); len > 0; len--)
        s += next(4) === 0 ? pieces[next(pieces.length)] : alphabet[next(alphabet.length)];
      strings.push(s);
    }
    expect(changed(strings)).toEqual([]);
  });

  it('lower-cases, trims and collapses double spaces, and leaves the rest to the rewrites', () => {
    expect(normalizeTitle('  Buy this 50 Rounds of  Bulk .17HMR Ammo ')).toBe('buy this 50 rounds of bulk .17hmr ammo');
    expect(normalizeTitle('CCI 1,000 Rounds FREE SHIPPING')).toBe('cci 1000 rounds');
    expect(normalizeTitle('Rifle W. Bayonet 16.5?')).toBe('rifle w/ bayonet 16.5"');
  });
});
