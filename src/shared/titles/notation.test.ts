import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalizeTitle } from './normalize';
import { mayRewrite, REWRITE_TRIGGERS } from './notation';

const DIR = fileURLToPath(new URL('../../../data/titles/', import.meta.url));
/** Whether any trigger matches (one regex, without the triggers' global flag). */
const ANY_REWRITE_RE = new RegExp(REWRITE_TRIGGERS.map((re) => `(?:${re.source})`).join('|'));

/** The strings (of a list) that the union matches and the cheap first test would turn away. */
const missed = (strings: string[]) => strings.filter((s) => ANY_REWRITE_RE.test(s) && !mayRewrite(s));

describe('mayRewrite (the notation rewrites’ first test)', () => {
  it('lets through every data title that a rewrite could change', () => {
    const titles = readdirSync(DIR)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readFileSync(DIR + f, 'utf8').split('\n'))
      .filter((l) => l.trim())
      .map((l) => normalizeTitle((JSON.parse(l) as { title?: string }).title ?? ''));
    expect(titles.length).toBeGreaterThan(1000);
    expect(missed(titles)).toEqual([]);
  });

  it('lets through every short string of the characters the rewrites read that the union matches', () => {
    // a fixed pseudo-random sequence, so that a failure is the same on every run
    let seed = 777;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const alphabet = [...'0124678.- \t\u00a0x/gmcalresw&pfjhn_Aétoibkyd#$,'];
    const strings: string[] = [];
    for (let k = 0; k < 100_000; k++) {
      let s = '';
      for (let len = 1 + next(12); len > 0; len--) s += alphabet[next(alphabet.length)];
      strings.push(s);
    }
    expect(strings.filter((s) => ANY_REWRITE_RE.test(s)).length).toBeGreaterThan(1000);
    expect(missed(strings)).toEqual([]);
  });

  it('turns away titles with no rewrite in reach, and lets through each kind of rewrite', () => {
    for (const s of ['federal 9mm 115gr fmj 50rds', 'ruger 10/22 carbine 22lr', 'glock 19 gen5 9mm'])
      expect(mayRewrite(s)).toBe(false);
    const each = [
      '308win',
      '147jhp',
      '9 x 19',
      '7.62 x39',
      '40s&w',
      '.22cal',
      '30 cal carbine',
      '6.5-creedmoor',
      '12/70',
      'cal.20',
      '44 spcl',
      '44 rem. magnum',
      '7.62 39mm',
      '7 mm rem',
      '12g 2 3/4',
      'ae223rem',
    ];
    for (const s of each) expect([s, mayRewrite(s)]).toEqual([s, true]);
  });
});
