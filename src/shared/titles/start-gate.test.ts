import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCESSORY_NOUNS_SOURCE, analyzeListing } from './classify-listing';
import { FirstRule } from './first-rule';
import { topLevelAlternatives } from './regex-source';
import { StartGate } from './start-gate';

/** Where the regex's first match at or after `from` begins, or -1. */
function firstMatch(re: RegExp, text: string, from: number): number {
  const g = new RegExp(re.source, 'g');
  g.lastIndex = from;
  const m = g.exec(text);
  return m ? m.index : -1;
}

/**
 * The gate is right on the text when, from the start and from one past each match (where FirstRule restarts), it
 * answers where the regex's first match begins (-1: none), or, when it is not exact, no later. The list of failures.
 */
function unsound(gate: StartGate, re: RegExp, text: string): string[] {
  const out: string[] = [];
  const froms = [0];
  for (let at = firstMatch(re, text, 0); at >= 0; at = firstMatch(re, text, at + 1)) froms.push(at + 1);
  for (const from of froms) {
    const truth = firstMatch(re, text, from);
    const said = gate.next(text, from);
    const wrong = gate.exact ? said !== truth : truth >= 0 && (said < 0 || said > truth);
    if (wrong) out.push(`${JSON.stringify(text)} from ${from}: ${said}, not ${truth}`);
  }
  return out;
}

describe('StartGate on small regexes', () => {
  // (each is exact: the gate answers where the first match begins, as the tests below check)
  const cases: Array<[RegExp, string[]]> = [
    [/\bfoo\b|\bbar/, ['a foo', 'foox', 'xfoo', 'barn', 'x bar', 'foo.', 'crowbar']],
    [/(?<!\w)[ée]tuis?\b|(?<![a-z])tr[ée]pieds?\b/, ['étui', 'aétui', 'xétui', '3trépied', 'atrepied', ' tre']],
    [
      /\b\d+(?:\.\d+)?\s?mm rings?\b|\b\d{2,4}\s?(?:lumens?|lm)\b/,
      ['30mm rings', '1.5\tmm ring', '800lm', 'a 300 lumens', 'x9'],
    ],
    [
      /\bfla?sh (?:hiders?|hdrs?)\b|\bear ?muffs?/,
      ['flash hider', 'flsh\u00a0hdr', 'fl hider', 'earmuff', 'ear  muffs'],
    ],
    [
      /(?:0?\.\d{3}|\u0001+)\s?"?\s?dia(?:meter|\.)?(?![a-z])/,
      ['.308 dia', '0.224" diameter', '\u0001\u0001 dia', 'dia'],
    ],
    [/\b[a-z]{3,}mags?\b|\bmag\b/, ['pmag', 'glockmags', 'win mag', 'magnum', 'mag']],
    [/(?<![\d.])\.(?:2[2-9]|3\d)\d\b(?=.*\d\s?(?:gr|gn)\b)/, ['.308 150gr', '0.308 150 gr', '.223', '.308 x 150gn']],
  ];

  it.each(cases)('%s answers no later than the regex', (re, texts) => {
    const gate = new StartGate(re);
    for (const text of texts) expect(unsound(gate, re, text)).toEqual([]);
  });

  it('answers none on text no alternative can begin in, and the place of a prefix', () => {
    const gate = new StartGate(/\bholsters?\b|\bscope rings?\b/);
    expect(gate.next('glock 17 9mm pistol', 0)).toBe(-1);
    expect(gate.next('scope mount', 0)).toBe(-1);
    expect(gate.next('holstered', 0)).toBe(-1);
    expect(gate.next('a holster', 0)).toBe(2);
    expect(gate.next('a holster', 3)).toBe(-1);
  });

  it('lets everything through when a match may begin anywhere and holds no word', () => {
    const anywhere = new StartGate(/\W|foo/);
    expect(anywhere.exact).toBe(false);
    expect(anywhere.next('abc', 1)).toBe(1);
    // one that may begin anywhere but holds an x is run from the start, on text holding one
    const gate = new StartGate(/.x|foo/);
    expect(gate.next('abc', 0)).toBe(-1);
    expect(gate.next('abcx', 0)).toBe(2);
  });

  it('refuses flags and back-references', () => {
    expect(() => new StartGate(/a/i)).toThrow(/flags/);
    expect(() => new StartGate(/(a)\1/)).toThrow(/escape/);
  });
});

describe('StartGate on random text', () => {
  const regexes = [
    /\bab(?:c|de)?\b|(?<![a-z])x\d+y|\.\d{2}\s?z|(?<!\w)é+q/,
    /\b\d{2,4}\s?(?:lu|lm)\b|\b[a-z]{2,}mag\b|c\s*\u0001/,
  ];
  const alphabet = [
    'a',
    'b',
    'c',
    'd',
    'e',
    'x',
    'y',
    'z',
    'q',
    'é',
    'm',
    'g',
    'l',
    'u',
    '1',
    '2',
    ' ',
    '\t',
    '.',
    '-',
    '\u0001',
    'É',
    '_',
  ];
  // a fixed-seed generator, so a failure repeats
  let seed = 12345;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };

  it.each(regexes)('%s answers no later than the regex', (re) => {
    const gate = new StartGate(re);
    const failures: string[] = [];
    for (let k = 0; k < 20000; k++) {
      const text = Array.from({ length: 1 + rand(12) }, () => alphabet[rand(alphabet.length)]).join('');
      failures.push(...unsound(gate, re, text));
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('the accessory nouns gate', () => {
  const DIR = fileURLToPath(new URL('../../../data/titles/', import.meta.url));
  const titles = readdirSync(DIR).flatMap((f) =>
    readFileSync(DIR + f, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { title: string }).title),
  );
  const re = new RegExp(ACCESSORY_NOUNS_SOURCE);
  const gate = new StartGate(re);

  it('answers where the union first matches on every title, lowercased, normalised and masked', () => {
    expect(gate.exact).toBe(true);
    const failures: string[] = [];
    for (const title of titles) {
      const a = analyzeListing({ title });
      for (const text of new Set([title, title.toLowerCase(), a.text, a.masked]))
        failures.push(...unsound(gate, re, text));
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('gives FirstRule the same first rule as without it', () => {
    const rules = splitRules();
    const gated = new FirstRule(rules, gate);
    const plain = new FirstRule(rules);
    const differ = titles.map((t) => t.toLowerCase()).filter((t) => gated.first(t) !== plain.first(t));
    expect(differ).toEqual([]);
  });

  /** The union's top-level groups as rules, in order (each `(?:…)` of ACCESSORY_NOUNS_SOURCE). */
  function splitRules(): Array<[RegExp, number]> {
    return topLevelAlternatives(ACCESSORY_NOUNS_SOURCE).map((alt, i) => [new RegExp(alt), i]);
  }
});
