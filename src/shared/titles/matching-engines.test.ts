import { describe, expect, it } from 'vitest';
import { AliasMatcher } from './alias-matcher';
import { FirstRule } from './first-rule';
import { hoistBoundaries, hoisted } from './hoist-boundary';
import { anyOf, WordGated } from './word-gate';

describe('AliasMatcher (compiled trie)', () => {
  const m = new AliasMatcher([
    ['9mm', '9mm'],
    ['9mm luger', '9mm'],
    ['.22', '.22lr'],
    ['.22 lr', '.22lr'],
    ['win', 'winchester'],
    ['winchester', 'winchester'],
    ['é-tui', 'etui'],
  ]);

  it('finds the longest alias at each word start, left to right, never inside a word', () => {
    const found = m.findAll('winchester 9mm luger and .22 lr, twinwin 9mmx');
    expect(found.map((f) => [f.alias, f.value])).toEqual([
      ['winchester', 'winchester'],
      ['9mm luger', '9mm'],
      ['.22 lr', '.22lr'],
    ]);
    expect(found[1]).toMatchObject({ start: 11, end: 20 });
  });

  it('matches characters outside ASCII and answers null where no alias starts', () => {
    expect(m.matchAt('é-tui noir', 0)).toMatchObject({ value: 'etui', end: 5 });
    expect(m.matchAt('zzz', 0)).toBeNull();
  });

  it('reads aliases added after a first match', () => {
    expect(m.findAll('a sako rifle')).toEqual([]);
    m.add('sako', 'sako');
    expect(m.findAll('a sako rifle').map((f) => f.value)).toEqual(['sako']);
  });
});

describe('FirstRule', () => {
  const rules = new FirstRule<string>([
    [/\bfmj[\s-]*fn\b/, 'FMJ-FN'],
    [/\b(?:jhp|hollow (point))\b/, 'JHP'],
    [/\bfmj\b/, 'FMJ'],
    [/#\s?\d+/, 'birdshot'],
  ]);

  it('returns the first rule in order that matches anywhere, not the leftmost match', () => {
    expect(rules.first('fmj 115gr then jhp')).toBe('JHP');
    expect(rules.first('#8 shot fmj')).toBe('FMJ');
    expect(rules.first('fmj-fn 147gr')).toBe('FMJ-FN');
    expect(rules.first('115gr hollow point')).toBe('JHP');
    expect(rules.first('nothing here')).toBeNull();
  });

  it('refuses rules whose meaning would change inside one regex', () => {
    expect(() => new FirstRule([[/(a)\1/, 'x']])).toThrow(/back-references/);
    expect(() => new FirstRule([[/a/i, 'x']])).toThrow(/flags/);
  });
});

describe('word gates', () => {
  it('anyOf matches any of the words as literal text', () => {
    expect(anyOf(['c/w', 'incl.']).test('scope c/w rings')).toBe(true);
    expect(anyOf(['incl.']).test('included')).toBe(false);
  });

  it('runs the regex only on text holding a word, with the same answers', () => {
    const gated = new WordGated(['ga', 'gauge'], /\b\d+\s*(?:ga|gauge)\b/g);
    expect(gated.test('12 gauge 2-3/4')).toBe(true);
    expect(gated.test('9mm 115gr')).toBe(false);
    expect(gated.test('20 ga slug')).toBe(true);
    expect(gated.test('20 ga slug')).toBe(true);
    expect(gated.replace('12ga 3in', ' ')).toBe('  3in');
    expect(gated.replace('9mm luger', ' ')).toBe('9mm luger');
  });
});

describe('hoistBoundaries', () => {
  it('groups runs of alternatives that start with a word boundary, through assertions and groups', () => {
    expect(hoistBoundaries('\\bcase|\\bbrick|(\\bcan|\\btin)s?x|(?<!-)\\bbolt|\\d+ rd|\\bbox')).toBe(
      '\\b(?:case|brick|(can|tin)s?x|(?<!-)bolt)|\\d+ rd|\\bbox',
    );
    expect(hoistBoundaries('(\\bfmj|\\bball)|(?:\\bjhp)')).toBe('\\b(?:(fmj|ball)|(?:jhp))');
    // a quantified group may match nothing; a class's "\b" is a backspace
    expect(hoistBoundaries('(?:\\ba)?b|[\\b]c')).toBe('(?:\\ba)?b|[\\b]c');
  });

  it('keeps every match, capture and winning alternative', () => {
    const sources = [
      '\\b(?:case|can)\\s+of\\s+(\\d+)|(\\d+)\\s*rds?\\b|\\bbox\\s+(\\d+)|(?<![\\d.])\\b(\\d+)\\s*ct\\b',
      '(\\bfmj\\b)|(\\bfull metal\\b)|(#\\d)|(\\bball\\b)',
    ];
    const texts = ['case of 50 box 20', '1000 rds fmj', 'full metal #4 ball', '5.56 20ct', 'abox 20 xcan of 3', ''];
    for (const src of sources) {
      const before = new RegExp(src, 'g');
      const after = hoisted(before);
      expect(after.flags).toBe('g');
      for (const t of texts)
        expect([...t.matchAll(after)].map((m) => [m.index, ...m])).toEqual(
          [...t.matchAll(before)].map((m) => [m.index, ...m]),
        );
    }
  });
});
