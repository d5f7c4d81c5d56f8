import { hoisted } from './hoist-boundary';
import type { StartGate } from './start-gate';

/**
 * An ordered list of rules where the first rule whose regex matches anywhere in the text wins, matched in one scan of
 * one combined regex instead of one scan per rule. The scan restarts one character after each match, so every position
 * is tried and at each the combined regex reports the earliest rule matching there: the least rule over all positions
 * is the first rule in order that matches anywhere, as testing the rules one by one would find.
 */
export class FirstRule<T> {
  private readonly combined: RegExp;
  /** for each rule, the index of the capture group that wraps it */
  private readonly groups: number[] = [];

  /**
   * `gate`: where a match of any rule may begin (start-gate.ts), built from the same rules: the scan starts there, or
   * is skipped. It pays for rules of many words that most texts hold none of (accessory nouns), not for short tokens
   * that many hold (bullet types: measured slower).
   */
  constructor(
    private readonly rules: ReadonlyArray<readonly [RegExp, T]>,
    private readonly gate: StartGate | null = null,
  ) {
    let group = 1;
    for (const [re] of rules) {
      if (re.flags.replace('g', '') !== '' || /\\[1-9]|\\k</.test(re.source))
        throw new Error(`FirstRule: /${re.source}/${re.flags} has flags or back-references`);
      this.groups.push(group);
      group += 1 + (new RegExp(`${re.source}|`).exec('') as RegExpExecArray).length - 1;
    }
    this.combined = hoisted(rules.map(([re]) => `(${re.source})`).join('|'), 'g');
  }

  /** The value of the first rule (in order) that matches the text, or null. */
  first(text: string): T | null {
    const re = this.combined;
    let best = -1;
    // no match begins before the gate's position, so starting there misses none
    for (let from = this.start(text, 0); from >= 0; from = this.start(text, from)) {
      re.lastIndex = from;
      const m = re.exec(text);
      if (!m) break;
      const rule = this.ruleOf(m);
      if (best < 0 || rule < best) best = rule;
      if (best === 0) break;
      from = m.index + 1;
    }
    return best < 0 ? null : this.rules[best][1];
  }

  private start(text: string, from: number): number {
    if (this.gate) return this.gate.next(text, from);
    return from <= text.length ? from : -1;
  }

  private ruleOf(m: RegExpExecArray): number {
    for (let r = 0; r < this.groups.length; r++) if (m[this.groups[r]] !== undefined) return r;
    return -1;
  }
}
