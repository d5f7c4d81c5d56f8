/**
 * Longest-alias-first phrase matcher over a character trie, with word boundaries.
 * Built once at module load; matching is O(title length × alias depth), no regex backtracking.
 */
interface Node {
  next: Map<number, Node>;
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

export class AliasMatcher {
  private readonly root: Node = { next: new Map(), value: null, alias: null };

  constructor(entries: Iterable<readonly [alias: string, value: string]>) {
    for (const [alias, value] of entries) this.add(alias, value);
  }

  add(alias: string, value: string): void {
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

  /** Longest match starting exactly at `start` that ends on a word boundary, or null. */
  matchAt(text: string, start: number): AliasMatch | null {
    let node: Node | undefined = this.root;
    let best: AliasMatch | null = null;
    for (let i = start; i < text.length; i++) {
      node = node.next.get(text.charCodeAt(i));
      if (!node) break;
      if (node.value !== null) {
        const end = i + 1;
        const last = text.charCodeAt(i);
        // boundary after: next char is not a word char, or the alias itself ended on punctuation
        if (end >= text.length || !isWordCode(text.charCodeAt(end)) || !isWordCode(last)) {
          best = { start, end, value: node.value, alias: node.alias as string };
        }
      }
    }
    return best;
  }

  /** Non-overlapping matches, scanning left to right, longest alias at each boundary start. */
  findAll(text: string): AliasMatch[] {
    const out: AliasMatch[] = [];
    let i = 0;
    while (i < text.length) {
      if (isStartBoundary(text, i)) {
        const m = this.matchAt(text, i);
        if (m) {
          out.push(m);
          i = m.end;
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
