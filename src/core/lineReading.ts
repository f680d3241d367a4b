/**
 * What the profile's parser makes of one line, for a highlighter: the lexer's spans, plus the
 * two readings of a value that differ by profile. A user-agent line names the crawler the
 * profile reads (google and RFC 9309: the leading product token, `Googlebot` of `Googlebot/2.1`,
 * none at all of `*bot`; the 1996 draft: the whole value), and a rule's `*` and final `$` are
 * wildcards only where the profile has them. Both come from the functions the parser and the
 * matcher use, so the colours cannot disagree with a verdict.
 */
import { lexLine } from './lex.ts';
import { agentToken, valueAtCut } from './lineSpans.ts';
import { profileSpec } from './profiles/index.ts';
import type { LexedLine, Profile } from './types.ts';

export interface LineReading extends LexedLine {
  /**
   * A user-agent line: where the part of its value that the profile reads as the crawler's name
   * ends (valueFrom when it reads no name). -1 on other lines.
   */
  agentTo: number;
  /** A rule line: the offsets of the characters the profile matches as wildcards, in order. */
  wildcards: number[];
}

/** Read one line on its own (offsets relative to the string) the way the profile's parser does. */
export function readLine(lineText: string, profile: Profile = 'google'): LineReading {
  const spec = profileSpec(profile);
  const l = lexLine(lineText, profile);
  let agentTo = -1;
  const wildcards: number[] = [];
  if (l.kind === 'user-agent') {
    // The value as the parser hands it to agentToken: with the bytes of a character cut at the
    // line limit, which turn `*` into no crawler at all (robots.cc HandleUserAgent).
    const value = valueAtCut(lineText, 0, lineText.length, l.valueFrom, spec) ?? lineText.slice(l.valueFrom, l.valueTo);
    agentTo = l.valueFrom + Math.min(agentToken(value, spec).length, l.valueTo - l.valueFrom);
  } else if ((l.kind === 'allow' || l.kind === 'disallow') && spec.wildcards) {
    // `*` anywhere; `$` only as the last character (robots.cc Matches; RFC 9309 2.2.3).
    for (let i = l.valueFrom; i < l.valueTo; i++) {
      const c = lineText.charCodeAt(i);
      if (c === 0x2a || (c === 0x24 && i === l.valueTo - 1)) wildcards.push(i);
    }
  }
  return { ...l, agentTo, wildcards };
}
