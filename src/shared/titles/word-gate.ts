/**
 * Word gates: a cheap test in front of a costly regex whose every match holds one of a few words. Most titles hold
 * none of them. One regex of the literal words costs about as much as two `includes` calls (a `String.includes` of a
 * word of two or more characters is a runtime call; docs/decisions/0440-titles-throughput.md).
 */
export function anyOf(words: readonly string[]): RegExp {
  return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));
}

/** A regex run only on text holding one of the words (every match of the regex must hold one). */
export class WordGated {
  private readonly gate: RegExp;

  constructor(
    words: readonly string[],
    readonly re: RegExp,
  ) {
    this.gate = anyOf(words);
  }

  test(text: string): boolean {
    // a global regex's test starts at its lastIndex
    this.re.lastIndex = 0;
    return this.gate.test(text) && this.re.test(text);
  }

  /** `text.replace(re, with)`; `re` must be global. */
  replace(text: string, replacement: string): string {
    return this.gate.test(text) ? text.replace(this.re, replacement) : text;
  }
}
