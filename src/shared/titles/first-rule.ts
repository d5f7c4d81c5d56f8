import { hoisted } from './hoist-boundary';

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

  constructor(private readonly rules: ReadonlyArray<readonly [RegExp, T]>) {
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
    re.lastIndex = 0;
    let best = -1;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const rule = this.ruleOf(m);
      if (best < 0 || rule < best) best = rule;
      if (best === 0) break;
      re.lastIndex = m.index + 1;
    }
    return best < 0 ? null : this.rules[best][1];
  }

  private ruleOf(m: RegExpExecArray): number {
    for (let r = 0; r < this.groups.length; r++) if (m[this.groups[r]] !== undefined) return r;
    return -1;
  }
}
