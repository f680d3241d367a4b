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
