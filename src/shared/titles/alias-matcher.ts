/**
 * Longest-alias-first phrase matcher over a character trie, with word boundaries.
 * Aliases are added to a map-based trie; the first match compiles it into flat typed arrays (nodes breadth first,
 * each node's children consecutive and in character order, a direct table for the root's ASCII edges), since every
 * title walks it dozens of times and map lookups and per-node objects dominated the classifier's profile. Matching is
 * O(title length × alias depth), no backtracking.
 */
interface BuildNode {
  next: Map<number, BuildNode>;
  value: string | null;
  alias: string | null;
}

export interface AliasMatch {
  start: number;
  end: number;
  value: string;
  alias: string;
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c > 127;
}
function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * The trie as arrays. Nodes are numbered breadth first with each node's children in character order, so a node's
 * children are consecutive nodes: children of n are firstChild(n) … firstChild(n + 1) - 1, and `code` holds the
 * character leading into each node. A step reads two arrays, and the nodes near the root, which every walk reads,
 * share a few cache lines.
 */
class Trie {
  /** where the last `longest` call's alias ended */
  end = 0;

  constructor(
    /** per node n: [2n] its first child, [2n + 1] its alias's index into values/aliases, or -1 */
    readonly nodes: Int32Array,
    readonly code: Uint16Array,
    readonly values: string[],
    readonly aliases: string[],
    /** the root's child for an ASCII code, or -1 */
    readonly rootAscii: Int32Array,
  ) {}

  child(node: number, code: number): number {
    if (node === 0 && code < 128) return this.rootAscii[code];
    let lo = this.nodes[2 * node];
    let hi = this.nodes[2 * node + 2] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = this.code[mid];
      if (c === code) return mid;
      if (c < code) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * The longest alias starting at `start` that ends on a word boundary: its index into values/aliases, or -1; its end
   * is left in `this.end`. Returns a number, not a match object: most calls find nothing, and callers build the
   * object only for a match they keep.
   */
  longest(text: string, start: number): number {
    let node = 0;
    let best = -1;
    for (let i = start; i < text.length; i++) {
      const last = text.charCodeAt(i);
      node = this.child(node, last);
      if (node < 0) break;
      const v = this.nodes[2 * node + 1];
      // boundary after: next char is not a word char, or the alias itself ended on punctuation
      if (v >= 0 && (i + 1 >= text.length || !isWordCode(text.charCodeAt(i + 1)) || !isWordCode(last))) {
        this.end = i + 1;
        best = v;
      }
    }
    return best;
  }
}

function compile(root: BuildNode): Trie {
  const order: BuildNode[] = [root];
  const codes: number[] = [0];
  const firstChild: number[] = [];
  for (let i = 0; i < order.length; i++) {
    firstChild.push(order.length);
    for (const [code, child] of [...order[i].next].sort((a, b) => a[0] - b[0])) {
      order.push(child);
      codes.push(code);
    }
  }
  firstChild.push(order.length);
  const nodes = new Int32Array(2 * order.length + 2);
  const values: string[] = [];
  const aliases: string[] = [];
  order.forEach((node, n) => {
    nodes[2 * n] = firstChild[n];
    nodes[2 * n + 1] = node.value === null ? -1 : values.length;
    if (node.value !== null) {
      values.push(node.value);
      aliases.push(node.alias as string);
    }
  });
  nodes[2 * order.length] = firstChild[order.length];
  const rootAscii = new Int32Array(128).fill(-1);
  for (let n = firstChild[0]; n < firstChild[1]; n++) if (codes[n] < 128) rootAscii[codes[n]] = n;
  return new Trie(nodes, Uint16Array.from(codes), values, aliases, rootAscii);
}

export class AliasMatcher {
  private readonly root: BuildNode = { next: new Map(), value: null, alias: null };
  private compiled: Trie | null = null;

  constructor(entries: Iterable<readonly [alias: string, value: string]>) {
    for (const [alias, value] of entries) this.add(alias, value);
  }

  add(alias: string, value: string): void {
    this.compiled = null;
    let node = this.root;
    for (let i = 0; i < alias.length; i++) {
      const c = alias.charCodeAt(i);
      let n = node.next.get(c);
      if (!n) {
        n = { next: new Map(), value: null, alias: null };
        node.next.set(c, n);
      }
      node = n;
    }
    if (node.value === null) {
      node.value = value;
      node.alias = alias;
    }
  }

  private trie(): Trie {
    if (this.compiled === null) this.compiled = compile(this.root);
    return this.compiled;
  }

  /** Longest match starting exactly at `start` that ends on a word boundary, or null. */
  matchAt(text: string, start: number): AliasMatch | null {
    const t = this.trie();
    const v = t.longest(text, start);
    return v < 0 ? null : { start, end: t.end, value: t.values[v], alias: t.aliases[v] };
  }

  /** Non-overlapping matches, scanning left to right, longest alias at each boundary start. */
  findAll(text: string): AliasMatch[] {
    const t = this.trie();
    const root = t.rootAscii;
    const out: AliasMatch[] = [];
    let i = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      // most characters start no alias (a calibre starts with a digit or a dot): skip them before the boundary test
      if ((c >= 128 || root[c] >= 0) && isStartBoundary(text, i)) {
        const v = t.longest(text, i);
        if (v >= 0) {
          out.push({ start: i, end: t.end, value: t.values[v], alias: t.aliases[v] });
          i = t.end;
          continue;
        }
      }
      i++;
    }
    return out;
  }
}

function isStartBoundary(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text.charCodeAt(i - 1);
  // never inside a word ("c.177" has its own alias)
  if (isWordCode(prev)) return false;
  // a digit right after "N." is the fraction of a number (18.6, 0.223), not a new token
  if (isDigitCode(text.charCodeAt(i)) && prev === 46 && i >= 2 && isDigitCode(text.charCodeAt(i - 2))) return false;
  return true;
}
