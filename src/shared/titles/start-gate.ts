/**
 * Start gates: where a union of words first matches, found without scanning the union. A large union (the accessory
 * nouns, ~300 alternatives) is costly to scan because V8 tries each alternative at every word start, and most titles
 * hold none of its words (docs/decisions/0440-titles-throughput.md).
 *
 * The gate reads, once, from the regex source (a small parser of the syntax these sources use), the first characters
 * (up to KEY_LEN) that every match of each alternative begins with, and what must precede them (a word boundary, a
 * non-letter, or anything). One pass over the text's characters walks a trie of those prefixes where one may begin;
 * where one does, a small sticky regex of the alternatives with that first character says whether one matches there.
 * Alternatives whose prefixes begin with a character most titles hold (a digit, a decimal point, a calibre's mark)
 * are run as one regex per first character, once, from the first place one of them may begin, and only when the text
 * holds the words each of them needs; alternatives with no prefix at all (a leading `[a-z]{3,}`) likewise, from the
 * start. `next` thus answers exactly where the union's first match begins.
 *
 * The derivation is sound by construction: anything the parser does not read ends a prefix where it stands (a shorter
 * prefix lets more through), characters may be merged (all spaces, all digits), and zero-width assertions other than a
 * leading `\b`, `(?<!\w)` or `(?<![a-z])`, or a `\b` ending a prefix, are ignored (they only remove matches). An
 * alternative that may begin anywhere and needs no word makes the gate let every position through (`exact` false).
 * start-gate.test.ts checks it on every title of the data files and on random text.
 */

import { hoisted } from './hoist-boundary';
import { groupEnd, topLevelAlternatives } from './regex-source';

/** Prefixes are followed this far: longer ones would rule out few more places, and grow the trie. */
const KEY_LEN = 6;
/** A prefix beginning with a digit or a sign is followed only this far: its group's regex decides anyway. */
const WEAK_LEN = 3;
/** Repeats enumerated one by one up to this count (`\\d{2,4}`); more end the prefix after one more. */
const MAX_REPEATS = 3;
/** Characters at or above this code read as this code (which reads as a space: MERGED). */
const MAX_CODE = 1023;
/** Prefix states beyond this count end where they stand (keeps derivation small; still sound). */
const MAX_STATES = 200;
/** A class of more characters than this ends a prefix instead of multiplying it. */
const MAX_CLASS = 16;

/** What must precede a match's first character: anything, a non-letter, or a non-word character (or the start). */
const ANY = 0;
const NOT_LETTER = 1;
const NOT_WORD = 2;

interface State {
  s: string;
  open: boolean;
  /** a `\b` stood before the first character */
  boundary: boolean;
  need: number;
  /** the prefix ended at a `\b` after a word character: the text's next character is not one */
  wordEnd: boolean;
}

type Term =
  | { kind: 'chars'; chars: string[] | null }
  | { kind: 'boundary' }
  | { kind: 'behind'; need: number }
  | { kind: 'zero' }
  | { kind: 'ahead'; body: string }
  | { kind: 'group'; body: string };

const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/**
 * Characters the gate reads as one: every space (and every code from MAX_CODE up) as a space, every digit as 0. This
 * keeps the trie small (`\s` and `\d` are one edge, not eight or ten); merging characters only lets more through.
 */
const MERGED: ReadonlyArray<readonly [number, number]> = [
  ...[9, 10, 11, 12, 13, 160, MAX_CODE].map((c) => [c, 32] as const),
  ...[...'123456789'].map((d) => [d.charCodeAt(0), 48] as const),
];
const CANON = new Uint16Array(MAX_CODE + 1).map((_, c) => c);
for (const [c, to] of MERGED) CANON[c] = to;
const DIGITS = [...'0123456789'];
/** `\s`: the ASCII spaces, the no-break space, and (as the one code they all read as) every higher space */
const SPACES = [...' \t\n\v\f\r\u00a0', String.fromCharCode(MAX_CODE)];
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };

/** Characters as the gate reads them, each once. */
const canon = (chars: string[]) => [
  ...new Set(chars.map((c) => String.fromCharCode(CANON[Math.min(c.charCodeAt(0), MAX_CODE)]))),
];

/** The escape at `i` (the backslash): the characters it stands for (null: too many to list), and its length. */
function escapeAt(src: string, i: number): { chars: string[] | null; len: number } {
  const e = src[i + 1];
  if (e === 'd') return { chars: DIGITS, len: 2 };
  if (e === 's') return { chars: SPACES, len: 2 };
  if ('DwWS'.includes(e)) return { chars: null, len: 2 };
  if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(src.slice(i + 2, i + 6)))
    return { chars: [String.fromCharCode(Math.min(parseInt(src.slice(i + 2, i + 6), 16), MAX_CODE))], len: 6 };
  if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(src.slice(i + 2, i + 4)))
    return { chars: [String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16))], len: 4 };
  if (e in SIMPLE_ESCAPES) return { chars: [SIMPLE_ESCAPES[e]], len: 2 };
  if (/[1-9kpPcu]/.test(e)) throw new Error(`StartGate: unsupported escape \\${e}`);
  return { chars: [e], len: 2 };
}

/** The class opening at `i`: its characters (null: negated or too many), and the index past it. */
function classAt(src: string, i: number): { chars: string[] | null; end: number } {
  let j = i + 1;
  const negated = src[j] === '^';
  if (negated) j++;
  const chars = new Set<string>();
  let big = negated;
  let first = true;
  while (j < src.length && (src[j] !== ']' || first)) {
    first = false;
    let one: string[] | null;
    if (src[j] === '\\') {
      const e = escapeAt(src, j);
      one = e.chars;
      j += e.len;
    } else one = [src[j++]];
    if (one && one.length === 1 && src[j] === '-' && src[j + 1] !== ']' && j + 1 < src.length) {
      const hi = src[j + 1] === '\\' ? escapeAt(src, j + 1) : { chars: [src[j + 1]], len: 1 };
      j += 1 + hi.len;
      if (!hi.chars || hi.chars.length !== 1) throw new Error(`StartGate: odd range in /${src}/`);
      const lo = one[0].charCodeAt(0);
      const top = hi.chars[0].charCodeAt(0);
      if (top >= MAX_CODE) big = true;
      if (top - lo >= MAX_CLASS) big = true;
      else for (let c = lo; c <= top; c++) chars.add(String.fromCharCode(c));
    } else if (one) for (const c of one) chars.add(c);
    else big = true;
  }
  return { chars: big || chars.size > MAX_CLASS ? null : [...chars], end: j + 1 };
}

/** The lookbehind body's start condition when it is one we read (`\w`, `[a-z]`), else none. */
function behindNeed(body: string): number {
  if (body === '\\w') return NOT_WORD;
  if (body === '[a-z]') return NOT_LETTER;
  return ANY;
}

/** The term at `i` and the index past it (before any quantifier). */
function termAt(src: string, i: number): { term: Term; end: number } {
  const c = src[i];
  if (c === '\\') {
    if (src[i + 1] === 'b') return { term: { kind: 'boundary' }, end: i + 2 };
    if (src[i + 1] === 'B') return { term: { kind: 'zero' }, end: i + 2 };
    const e = escapeAt(src, i);
    return { term: { kind: 'chars', chars: e.chars }, end: i + e.len };
  }
  if (c === '[') {
    const k = classAt(src, i);
    return { term: { kind: 'chars', chars: k.chars }, end: k.end };
  }
  if (c === '(') {
    const end = groupEnd(src, i);
    const head = /^\((?:\?<?[=!]|\?:|\?<[a-zA-Z]\w*>)?/.exec(src.slice(i, end))![0];
    const body = src.slice(i + head.length, end - 1);
    if (head === '(?<!') return { term: { kind: 'behind', need: behindNeed(body) }, end };
    if (head === '(?=') return { term: { kind: 'ahead', body }, end };
    if (head === '(?!' || head === '(?<=') return { term: { kind: 'zero' }, end };
    return { term: { kind: 'group', body }, end };
  }
  if (c === '^' || c === '$') return { term: { kind: 'zero' }, end: i + 1 };
  if (c === '.') return { term: { kind: 'chars', chars: null }, end: i + 1 };
  return { term: { kind: 'chars', chars: [c] }, end: i + 1 };
}

/** The quantifier at `i` as [min, max] (max Infinity), or null, and the index past it (and a lazy `?`). */
function quantifierAt(src: string, i: number): { q: [number, number] | null; end: number } {
  let q: [number, number] | null = null;
  let end = i;
  const c = src[i];
  if (c === '?') q = [0, 1];
  else if (c === '*') q = [0, Infinity];
  else if (c === '+') q = [1, Infinity];
  const brace = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i)) : null;
  if (q) end = i + 1;
  else if (brace) {
    q = [+brace[1], brace[2] === undefined ? +brace[1] : brace[3] === '' ? Infinity : +brace[3]];
    end = i + brace[0].length;
  }
  if (q && src[end] === '?') end++;
  return { q, end };
}

const close = (states: State[]): State[] => states.map((st) => (st.open ? { ...st, open: false } : st));

/**
 * How long a prefix is followed: a word's prefix to KEY_LEN, one beginning with a digit or a sign (numbers, calibres'
 * marks) only to WEAK_LEN, as those prefixes are checked by running their regex there anyway.
 */
const keyLength = (s: string) => (/^[a-z\u00c0-\u00ff]/.test(s) ? KEY_LEN : WEAK_LEN);

/** The states after the term, once. */
function applyTerm(term: Term, states: State[]): State[] {
  switch (term.kind) {
    case 'zero':
    case 'ahead':
      return states;
    case 'boundary':
      return states.map((st) => {
        if (!st.open) return st;
        if (st.s === '') return { ...st, boundary: true };
        return isWordCode(st.s.charCodeAt(st.s.length - 1)) ? { ...st, open: false, wordEnd: true } : st;
      });
    case 'behind':
      return states.map((st) => (st.open && st.s === '' ? { ...st, need: Math.max(st.need, term.need) } : st));
    case 'group':
      return alternation(term.body, states);
    case 'chars':
      return appendChars(term.chars, states);
  }
}

function appendChars(chars: string[] | null, states: State[]): State[] {
  const out: State[] = [];
  const many = chars !== null && states.filter((st) => st.open).length * canon(chars).length > MAX_STATES;
  for (const st of states) {
    if (!st.open) out.push(st);
    else if (!chars || many) out.push({ ...st, open: false });
    else for (const c of canon(chars)) out.push({ ...st, s: st.s + c, open: st.s.length + 1 < keyLength(st.s + c) });
  }
  return out;
}

/** The states after the term under its quantifier: each count of repeats it may take, a prefix ending after any. */
function applyQuantified(term: Term, q: [number, number] | null, states: State[]): State[] {
  if (!q) return applyTerm(term, states);
  const [min, max] = q;
  let cur = states;
  for (let k = 0; k < Math.min(min, KEY_LEN + 1); k++) cur = applyTerm(term, cur);
  if (min > KEY_LEN) return close(cur);
  if (max === min) return cur;
  // a few further repeats are each followed; more, and the prefix ends after one more
  if (max <= MAX_REPEATS) {
    const all = [...cur];
    for (let k = min; k < max; k++) all.push(...(cur = applyTerm(term, cur)));
    return dedupe(all);
  }
  return dedupe([...cur, ...close(applyTerm(term, cur))]);
}

function dedupe(states: State[]): State[] {
  const seen = new Map<string, State>();
  for (const st of states) seen.set(`${st.s}\u0000${+st.open}${+st.boundary}${+st.wordEnd}${st.need}`, st);
  const out = [...seen.values()];
  return out.length > MAX_STATES ? close(out) : out;
}

/** The states after a sequence of terms (one alternative). */
function sequence(src: string, states: State[]): State[] {
  let cur = states;
  for (let i = 0; i < src.length && cur.some((st) => st.open);) {
    const t = termAt(src, i);
    const q = quantifierAt(src, t.end);
    cur = dedupe(applyQuantified(t.term, q.q, cur));
    i = q.end;
  }
  return cur;
}

function alternation(src: string, states: State[]): State[] {
  return dedupe(topLevelAlternatives(src).flatMap((alt) => sequence(alt, states)));
}

/** The text's position `i` as what precedes it allows: NOT_WORD at the start or after a non-word character. */
const OPENNESS = new Uint8Array(MAX_CODE + 1);
for (let c = 0; c <= MAX_CODE; c++) OPENNESS[c] = !isWordCode(c) ? NOT_WORD : c >= 97 && c <= 122 ? ANY : NOT_LETTER;

const codeAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < MAX_CODE ? c : MAX_CODE;
};

const ZERO_WIDTH_HEAD_RE = /^(?:\\b|\(\?<?[=!])/;

/**
 * The alternative as alternatives without a leading group: `\b(?:a|b)c` is `\bac|\bbc`, so that each word of a
 * union is judged (and gated) on its own. The matches are the same; only where they may begin matters here.
 */
function flatten(alt: string): string[] {
  let i = 0;
  for (let m = ZERO_WIDTH_HEAD_RE.exec(alt); m; m = ZERO_WIDTH_HEAD_RE.exec(alt.slice(i)))
    i = m[0] === '\\b' ? i + 2 : groupEnd(alt, i);
  if (alt[i] !== '(') return [alt];
  const t = termAt(alt, i);
  if (t.term.kind !== 'group' || quantifierAt(alt, t.end).q) return [alt];
  const head = alt.slice(0, i);
  const rest = alt.slice(t.end);
  return topLevelAlternatives(t.term.body).flatMap((b) => flatten(head + b + rest));
}

/** A factor: every match holds one of these strings. */
type Factor = string[];

const factorScore = (f: Factor) => Math.min(...f.map((w) => w.length)) - f.length / 100;

/** One factor every match of some alternative of the source holds, or null (an alternative holds none). */
function anyOfFactor(src: string): Factor | null {
  const words = new Set<string>();
  for (const alt of topLevelAlternatives(src)) {
    const fs = factorsOf(alt).sort((a, b) => factorScore(b) - factorScore(a));
    if (!fs.length) return null;
    for (const w of fs[0]) words.add(w);
  }
  // a word holding another word adds nothing to the test
  return [...words].filter((w) => ![...words].some((o) => o !== w && w.includes(o)));
}

/** Factors every match of the alternative holds: its runs of literal characters, and its groups' and lookaheads'. */
function factorsOf(alt: string): Factor[] {
  const out: Factor[] = [];
  let run = '';
  const end = () => {
    if (run) out.push([run]);
    run = '';
  };
  for (let i = 0; i < alt.length;) {
    const t = termAt(alt, i);
    const q = quantifierAt(alt, t.end);
    i = q.end;
    const [min, max] = q.q ?? [1, 1];
    const term = t.term;
    const one = term.kind === 'chars' && term.chars?.length === 1 ? term.chars[0] : null;
    if (one !== null && one.charCodeAt(0) < MAX_CODE && min >= 1) {
      run += one.repeat(Math.min(min, KEY_LEN));
      if (max !== min) end();
    } else if (term.kind === 'ahead' || (term.kind === 'group' && min >= 1)) {
      if (term.kind === 'group') end();
      const f = anyOfFactor(term.body);
      if (f) out.push(f);
    } else if (term.kind !== 'boundary' && term.kind !== 'behind' && term.kind !== 'zero') end();
  }
  end();
  return out;
}

/** A key's first character that is a letter: few words of a title begin with one of a union's keys. */
/** A prefix beginning with a letter: few of a title's words begin one (unlike a digit, a sign or a calibre's mark). */
const isLetterStart = (st: State) => /^[a-z\u00c0-\u00ff]/.test(st.s);

const needOf = (st: State) => Math.max(st.need, st.boundary && isWordCode(st.s.charCodeAt(0)) ? NOT_WORD : ANY);

/**
 * How a prefix ending at a trie node is taken: at once (then its alternatives run there), before a non-word character,
 * or by its group. Each takes two bits of the node's end: the least start condition + 1 (0: no such prefix ends there).
 */
const AT_ONCE = 0;
const AT_WORD_END = 2;
const GROUPED = 4;

/** A prefix of alternatives run where it begins, one of a group run once, or a word some alternatives need. */
type Kind = 'taken' | 'grouped' | 'word';
interface Prefix {
  st: State;
  kind: Kind;
  /** a word's bit */
  bit?: number;
}
/** Words get a bit each, round: two words on one bit read as seen when either is, which only lets more through. */
const WORD_BITS = 30;

/**
 * The prefixes as a trie over character classes, small enough to stay in the cache beside the rest of the classifier:
 * the root's edges as a table by class, every other node's as a short sorted run (most have one); per node its end,
 * the words ending there, and how far a walk may go.
 */
class Trie {
  /** character code -> class (0: in no prefix) */
  readonly cls = new Uint8Array(MAX_CODE + 1);
  /** class -> the root's child (0: none) */
  readonly root: Int32Array;
  /** node -> its first edge; its edges run to the next node's first */
  readonly edgeStart: Uint16Array;
  readonly edgeCls: Uint8Array;
  readonly edgeTo: Uint16Array;
  readonly ends: Uint8Array;
  readonly words: Int32Array;
  /** per node: 1 + the least start condition of any prefix through it (a walk stops where none can be taken) */
  readonly reach: Uint8Array;

  constructor(prefixes: Prefix[]) {
    let width = 1;
    for (const { st } of prefixes)
      for (const c of st.s) if (!this.cls[c.charCodeAt(0)]) this.cls[c.charCodeAt(0)] = width++;
    if (width > 255) throw new Error('StartGate: too many characters');
    for (const [c, to] of MERGED) this.cls[c] = this.cls[to];
    // built as maps, then laid out breadth first (node 0: none, 1: the root)
    const kids: Array<Map<number, number>> = [new Map(), new Map()];
    const ends: number[] = [];
    const words: number[] = [];
    const reach: number[] = [];
    for (const { st, kind, bit } of prefixes) {
      let node = 1;
      const through = kind === 'word' ? ANY + 1 : needOf(st) + 1;
      for (const c of st.s) {
        const k = this.cls[c.charCodeAt(0)];
        if (!kids[node].has(k)) kids[node].set(k, kids.push(new Map()) - 1);
        node = kids[node].get(k)!;
        reach[node] = Math.min(reach[node] ?? 9, through);
      }
      if (kind === 'word') {
        words[node] = (words[node] ?? 0) | (1 << bit!);
        continue;
      }
      const shift = kind === 'grouped' ? GROUPED : st.wordEnd ? AT_WORD_END : AT_ONCE;
      const had = ((ends[node] ?? 0) >> shift) & 3;
      const need = had === 0 ? needOf(st) + 1 : Math.min(had, needOf(st) + 1);
      ends[node] = ((ends[node] ?? 0) & ~(3 << shift)) | (need << shift);
    }
    const sorted = (node: number) => [...kids[node]].sort((a, b) => a[0] - b[0]);
    const order = [0, 1];
    for (let k = 1; k < order.length; k++) for (const [, to] of sorted(order[k])) order.push(to);
    const at = new Int32Array(kids.length);
    order.forEach((node, k) => (at[node] = k));
    const edges = order.flatMap(sorted);
    this.edgeCls = Uint8Array.from(edges, ([c]) => c);
    if (order.length > 0xffff) throw new Error('StartGate: too many prefixes');
    this.edgeTo = Uint16Array.from(edges, ([, to]) => at[to]);
    this.edgeStart = new Uint16Array(order.length + 1);
    for (let k = 0; k < order.length; k++) this.edgeStart[k + 1] = this.edgeStart[k] + kids[order[k]].size;
    this.root = new Int32Array(width);
    for (const [c, to] of kids[1]) this.root[c] = at[to];
    this.ends = Uint8Array.from(order, (node) => ends[node] ?? 0);
    this.words = Int32Array.from(order, (node) => words[node] ?? 0);
    this.reach = Uint8Array.from(order, (node) => reach[node] ?? 9);
  }

  /** The child of `node` (not the root) by class `c`, or 0. */
  child(node: number, c: number): number {
    const end = this.edgeStart[node + 1];
    for (let k = this.edgeStart[node]; k < end; k++) if (this.edgeCls[k] === c) return this.edgeTo[k];
    return 0;
  }
}

/** What begins at a position (bits): a prefix taken at once, a grouped one. */
const NONE = 0;
const TAKEN = 1;
const IN_GROUP = 2;

const taken = (end: number, shift: number, open: number) => {
  const need = (end >> shift) & 3;
  return need !== 0 && need <= open + 1;
};

/**
 * Alternatives run together, once per text: those whose prefixes begin with one character that most titles hold (a
 * digit, a decimal point, a calibre's mark), or those with no prefix at all.
 */
interface Group {
  alternatives: string[];
  re: RegExp;
  /** per alternative, its factors (each: the words of one, as strings and as word bits); it holds them all */
  needs: Array<Array<{ words: string[]; bits: number }>>;
}

/** Groups by first character beyond this and the gate lets every text through (a table per set of them pending). */
const MAX_GROUPS = 6;

export class StartGate {
  /** a match may begin anywhere: the gate answers every position */
  private always = false;
  private readonly trie: Trie;
  /** the groups of alternatives run once, by first character (`unplaced`: those with no prefix) */
  private readonly groups: Group[] = [];
  /** character code -> 1 + its group (0: none) */
  private readonly groupOf = new Uint8Array(MAX_CODE + 1);
  private readonly unplaced: Group | null = null;
  /**
   * per set of pending groups (a bit each): per first character, 1 + the least start condition among the prefixes
   * that still matter beginning with it (not those of a pending group), 0 when none does
   */
  private readonly firsts: Uint8Array[] = [];
  /** per first character: the alternatives taken at once with a prefix beginning with it, run there (sticky) */
  private readonly sure: RegExp[] = [];
  private readonly wordBit = new Map<string, number>();
  /** scratch of `next`: where each pending group's first prefix begins */
  private readonly pendingAt = new Int32Array(MAX_GROUPS + 1);
  /** scratch of `prefixAt`: the words its walk passed */
  private walked = 0;

  constructor(re: RegExp) {
    if (re.flags.replace(/[gy]/g, '') !== '') throw new Error(`StartGate: /${re.source}/${re.flags} has flags`);
    const prefixes: Prefix[] = [];
    const unplaced: string[] = [];
    const sure = new Map<number, string[]>();
    for (const alt of topLevelAlternatives(re.source).flatMap(flatten)) {
      const states = sequence(alt, [{ s: '', open: true, boundary: false, need: ANY, wordEnd: false }]);
      const weak = !states.every(isLetterStart);
      if (weak && !factorsOf(alt).length) {
        // may begin anywhere and holds no word to look for: every position must be tried
        this.always = true;
        continue;
      }
      if (weak && states.some((st) => st.s === '')) {
        unplaced.push(alt);
        continue;
      }
      for (const c of new Set(states.map((st) => st.s.charCodeAt(0)))) {
        if (weak) this.group(c).alternatives.push(alt);
        else sure.set(c, [...(sure.get(c) ?? []), alt]);
      }
      for (const st of states) prefixes.push({ st, kind: weak ? 'grouped' : 'taken' });
    }
    if (unplaced.length) this.unplaced = { alternatives: unplaced, re: /$^/, needs: [] };
    if (this.groups.length > MAX_GROUPS) this.always = true;
    for (const g of this.unplaced ? [...this.groups, this.unplaced] : this.groups) this.compile(g, g === this.unplaced);
    for (const [w, bit] of this.wordBit) prefixes.push({ st: StartGate.word(w), kind: 'word', bit });
    for (const [c, alts] of sure) this.sure[c] = hoisted(alts.join('|'), 'y');
    this.trie = new Trie(prefixes);
    if (!this.always)
      for (let pending = 0; pending < 1 << this.groups.length; pending++)
        this.firsts.push(this.firstTable(prefixes, pending));
  }

  /** A word (of a factor) as a prefix anywhere. */
  private static word(w: string): State {
    const s = [...w].map((c) => canon([c])[0]).join('');
    return { s: s.slice(0, KEY_LEN), open: false, boundary: false, need: ANY, wordEnd: false };
  }

  private group(code: number): Group {
    if (!this.groupOf[code]) {
      this.groups.push({ alternatives: [], re: /$^/, needs: [] });
      this.groupOf[code] = this.groups.length;
    }
    return this.groups[this.groupOf[code] - 1];
  }

  /**
   * `marked`: its words go in the trie, and the scan notes which it passed (for the alternatives with no prefix, which
   * are pending on every text); the other groups' words are looked for with `includes`, once a prefix asks for them.
   */
  private compile(g: Group, marked: boolean): void {
    g.re = hoisted(g.alternatives.join('|'), 'g');
    // the two longest factors of each: enough to rule most alternatives out
    g.needs = g.alternatives.map((alt) =>
      factorsOf(alt)
        .sort((a, b) => factorScore(b) - factorScore(a))
        .slice(0, marked ? 1 : 2)
        .map((words) => ({ words, bits: marked ? words.reduce((bits, w) => bits | (1 << this.bitOf(w)), 0) : -1 })),
    );
  }

  private bitOf(w: string): number {
    if (!this.wordBit.has(w)) this.wordBit.set(w, this.wordBit.size % WORD_BITS);
    return this.wordBit.get(w)!;
  }

  private firstTable(prefixes: Prefix[], pending: number): Uint8Array {
    const table = new Uint8Array(MAX_CODE + 1);
    for (const { st, kind } of prefixes) {
      const c0 = st.s.charCodeAt(0);
      if (kind === 'grouped' && (pending >> (this.groupOf[c0] - 1)) & 1) continue;
      const f = needOf(st) + 1;
      table[c0] = table[c0] === 0 ? f : Math.min(table[c0], f);
    }
    for (const [c, to] of MERGED) table[c] = table[to];
    return table;
  }

  /** Whether `next` answers where the first match begins (else: the gate lets every position through). */
  get exact(): boolean {
    return !this.always;
  }

  /**
   * Where the regex's first match at or after `from` begins, or -1 when it has none: at the first prefix whose
   * alternatives match there (run sticky), or the first match of a group, whichever comes first. A group runs once,
   * from its first prefix (none of its matches begins before), and only when the text holds its words. When the gate
   * is not `exact`, `from` itself.
   */
  next(text: string, from: number): number {
    if (this.always) return from <= text.length ? from : -1;
    const { firsts, pendingAt } = this;
    let first = firsts[0];
    let pending = 0;
    if (this.unplaced) {
      pending = 1 << this.groups.length;
      pendingAt[this.groups.length] = from;
    }
    let seen = 0;
    let open = from === 0 ? NOT_WORD : OPENNESS[codeAt(text, from - 1)];
    for (let i = from; i < text.length; i++) {
      const c = codeAt(text, i);
      const f = first[c];
      const before = open;
      open = OPENNESS[c];
      if (f === 0 || f - 1 > before) continue;
      const what = this.prefixAt(text, i, before);
      seen |= this.walked;
      if (what & TAKEN) {
        const sure = this.sure[CANON[c]];
        sure.lastIndex = i;
        if (sure.test(text)) return pending ? this.settle(text, i, pending, -1) : i;
      }
      if (what & IN_GROUP) {
        const g = this.groupOf[CANON[c]] - 1;
        if (!((pending >> g) & 1)) {
          pending |= 1 << g;
          pendingAt[g] = i;
          first = firsts[pending & (firsts.length - 1)];
        }
      }
    }
    return pending ? this.settle(text, -1, pending, seen) : -1;
  }

  /**
   * The least of `found` and the pending groups' first matches. `seen`: the words the scan passed, from `from` to the
   * end (every word a match holds lies there); -1 when the scan stopped short, and the text is searched for them.
   */
  private settle(text: string, found: number, pending: number, seen: number): number {
    let best = found;
    for (let g = 0; pending >> g; g++) {
      if (!((pending >> g) & 1) || (found >= 0 && this.pendingAt[g] >= found)) continue;
      const group = g < this.groups.length ? this.groups[g] : this.unplaced!;
      if (!StartGate.holds(group, text, seen)) continue;
      group.re.lastIndex = this.pendingAt[g];
      const m = group.re.exec(text);
      if (m && (best < 0 || m.index < best)) best = m.index;
    }
    return best;
  }

  /** Whether the text holds every factor of one of the group's alternatives. */
  private static holds(g: Group, text: string, seen: number): boolean {
    for (const factors of g.needs) {
      let all = true;
      for (const f of factors) {
        if (seen !== -1 && f.bits !== -1 ? (seen & f.bits) === 0 : !StartGate.includesOne(text, f.words)) {
          all = false;
          break;
        }
      }
      if (all) return true;
    }
    return false;
  }

  private static includesOne(text: string, words: string[]): boolean {
    for (const w of words) if (text.includes(w)) return true;
    return false;
  }

  /** What prefix begins at `i` whose start condition the position's `open` meets; the words passed in `walked`. */
  private prefixAt(text: string, i: number, open: number): number {
    const trie = this.trie;
    const { cls, ends, words, reach } = trie;
    let node = 1;
    let what = NONE;
    let walked = 0;
    for (let j = i; j < text.length;) {
      const c = cls[codeAt(text, j)];
      if (c === 0) break;
      node = node === 1 ? trie.root[c] : trie.child(node, c);
      if (node === 0 || reach[node] > open + 1) break;
      j++;
      walked |= words[node];
      const end = ends[node];
      if (end === 0) continue;
      if (taken(end, AT_ONCE, open)) what |= TAKEN;
      else if (taken(end, AT_WORD_END, open) && (j === text.length || !isWordCode(text.charCodeAt(j)))) what |= TAKEN;
      if (taken(end, GROUPED, open)) what |= IN_GROUP;
    }
    this.walked = walked;
    return what;
  }
}
