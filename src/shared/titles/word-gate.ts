/**
 * Word gates: cheap tests in front of a regex whose every match holds one of a few words. Most titles hold none, and
 * `includes` per word costs a fraction of one regex call (measured in docs/decisions/0440-titles-throughput.md).
 */
export function holdsAny(text: string, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (text.includes(words[i])) return true;
  return false;
}

/** A regex run only on text holding one of the words (every match of the regex must hold one). */
export class WordGated {
  constructor(
    private readonly words: readonly string[],
    readonly re: RegExp,
  ) {}

  test(text: string): boolean {
    return holdsAny(text, this.words) && this.re.test(text);
  }

  /** `text.replace(re, with)`; `re` must be global. */
  replace(text: string, replacement: string): string {
    return holdsAny(text, this.words) ? text.replace(this.re, replacement) : text;
  }
}
