/**
 * The next position of one character in a text, for a pass that moves forward through it.
 * Each call asks "where is the next `#` at or after here?"; the answer is searched for with the
 * engine's native indexOf only once the previous answer lies behind, so a whole-file pass finds
 * each occurrence once instead of paying a search (or a character loop) per line.
 */
export class NextOf {
  private at: number;

  /** `absent`: the text is known not to hold the character, so it is never searched for. */
  constructor(private readonly text: string, private readonly ch: string, absent = false) {
    this.at = absent ? text.length : -1;
  }

  /**
   * The first position >= from holding the character, or the text's length when there is none
   * (a small integer, never Infinity: a double would be boxed on every call). `from` must not
   * decrease.
   */
  from(from: number): number {
    if (this.at >= from) return this.at;
    const at = this.text.indexOf(this.ch, from);
    return (this.at = at < 0 ? this.text.length : at);
  }
}

/**
 * NextOf for a one-character pattern (`re`, global, matching exactly one UTF-16 unit): the next
 * position where it matches, or the text's length. The engine's regular expression reads a
 * text several times faster than a loop of charCodeAt. `re` is this object's own (its lastIndex
 * moves), so that parses share nothing.
 */
export class NextMatch {
  private at = -1;

  constructor(private readonly text: string, private readonly re: RegExp) {}

  /** The first position >= from where the pattern matches; `from` must not decrease. */
  from(from: number): number {
    if (this.at >= from) return this.at;
    this.re.lastIndex = from;
    // test, not exec: no match array is made; lastIndex is then just past the one-unit match.
    return (this.at = this.re.test(this.text) ? this.re.lastIndex - 1 : this.text.length);
  }
}
