/**
 * A parse of a file as another reading would read it, the text changed in place (productTokens.ts,
 * groupBreaks.ts): every line where it was, so the other reading's answer names the file's lines.
 */
import { parseRobots } from './parse.ts';
import type { ParsedRobots } from './types.ts';

/** `text` put in for `parsed.text`'s `from`..`to`. */
export interface TextEdit {
  from: number;
  to: number;
  text: string;
}

/** `parsed`'s text with `edits` made (in any order, none overlapping, none holding a line break), parsed under its profile. */
export function reparsedWith(parsed: ParsedRobots, edits: TextEdit[]): ParsedRobots {
  edits.sort((a, b) => a.from - b.from);
  let text = '';
  let at = 0;
  for (const e of edits) {
    text += parsed.text.slice(at, e.from) + e.text;
    at = e.to;
  }
  return parseRobots(text + parsed.text.slice(at), { profile: parsed.profile });
}
