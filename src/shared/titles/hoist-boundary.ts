/**
 * Regex sources rewritten so that a word boundary shared by alternatives is tested once: `\bcase|\bbrick|(\bcan)`
 * becomes `\b(?:case|brick|(can))`. V8 tries every alternative at every position; with the boundary in front, the
 * positions inside a word (most of a title) fail one test instead of one per alternative, which made the accessory
 * nouns' union 1.7 times faster (docs/decisions/0442-titles-boundary-hoisting-and-model-numbers.md).
 *
 * The rewrite keeps the meaning exactly: a zero-width `\b` commutes with the zero-width assertions beside it, groups
 * keep their numbers (only non-capturing groups are added), and alternatives keep their order, so the match, its
 * captures and which alternative wins are unchanged.
 */

import { groupEnd, topLevelAlternatives } from './regex-source';

const ASSERTION_OPEN_RE = /^\((?:\?<[=!]|\?[=!])/;
const GROUP_OPEN_RE = /^\((?:\?:|\?<[a-zA-Z]\w*>)?/;
const QUANTIFIER_RE = /^[?*+{]/;

/**
 * The alternative without its leading `\b`, when every match of it starts with one: a `\b` first, after other
 * zero-width assertions, or at the head of a group whose every alternative starts with one. Null otherwise.
 */
function withoutLeadingBoundary(alt: string): string | null {
  if (alt.startsWith('\\b')) return alt.slice(2);
  if (!alt.startsWith('(')) return null;
  const end = groupEnd(alt, 0);
  const head = alt.slice(0, end);
  const rest = alt.slice(end);
  if (ASSERTION_OPEN_RE.test(head)) {
    const after = withoutLeadingBoundary(rest);
    return after === null ? null : head + after;
  }
  // a quantified group may match nothing, so it does not start every match
  if (QUANTIFIER_RE.test(rest)) return null;
  const open = (GROUP_OPEN_RE.exec(head) as RegExpExecArray)[0];
  const inner = topLevelAlternatives(head.slice(open.length, -1)).map(withoutLeadingBoundary);
  if (inner.some((a) => a === null)) return null;
  return `${open}${inner.join('|')})${rest}`;
}

/** The source with each run of alternatives that start with `\b` grouped behind one `\b`. */
export function hoistBoundaries(src: string): string {
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) parts.push(run.length === 1 ? `\\b${run[0]}` : `\\b(?:${run.join('|')})`);
    run = [];
  };
  for (const alt of topLevelAlternatives(src)) {
    const bare = withoutLeadingBoundary(alt);
    if (bare === null) {
      flush();
      parts.push(alt);
    } else run.push(bare);
  }
  flush();
  return parts.join('|');
}

/** `new RegExp` of the source with its boundaries hoisted. */
export function hoisted(re: RegExp | string, flags?: string): RegExp {
  const src = typeof re === 'string' ? re : re.source;
  return new RegExp(hoistBoundaries(src), flags ?? (typeof re === 'string' ? '' : re.flags));
}
