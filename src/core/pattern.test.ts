/**
 * normalise (pattern.ts) reads a string from its first character that can change and copies the
 * runs between changes whole; here it is proved against the definition written out a character
 * at a time, for the switches of every profile, on patterns and on paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalise } from './pattern.ts';
import { PROFILE_SPECS, type Normalisation } from './profiles/index.ts';

const hex = (b: number): string => '%' + b.toString(16).toUpperCase().padStart(2, '0');
const isHexChar = (ch: string | undefined): boolean => ch !== undefined && /^[0-9A-Fa-f]$/.test(ch);

/** The bytes a character outside ASCII stands for: an escaped byte its byte, else its UTF-8 (a lone surrogate as U+FFFD). */
function bytesOf(ch: string): number[] {
  const c = ch.charCodeAt(0);
  if (ch.length === 1 && c >= 0xdc80 && c <= 0xdcff) return [c - 0xdc00];
  return [...new TextEncoder().encode(ch)];
}

function reference(s: string, n: Normalisation, isPattern: boolean): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '%' && isHexChar(s[i + 1]) && isHexChar(s[i + 2])) {
      const byte = parseInt(s.slice(i + 1, i + 3), 16);
      const unreserved = /^[A-Za-z0-9\-._~]$/.test(String.fromCharCode(byte));
      const decoded = n.decode === 'all' ? !(byte === 0x2f && n.keepEscapedSlash) : n.decode === 'unreserved' && unreserved;
      out += decoded ? String.fromCharCode(byte) : hex(byte);
      i += 2;
    } else if (n.escapeLiteralSpecials && ch === '*' && !isPattern) out += '%2A';
    else if (n.escapeLiteralSpecials && ch === '$' && !(isPattern && i === s.length - 1)) out += '%24';
    else if (ch.charCodeAt(0) < 0x80) out += ch;
    else {
      // A surrogate pair is one character.
      const c = s.charCodeAt(i);
      const pair = c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      const whole = pair ? s.slice(i, i + 2) : ch;
      if (pair) i++;
      for (const b of bytesOf(whole)) out += n.nonAscii === 'bytes' ? String.fromCharCode(b) : hex(b);
    }
  }
  return out;
}

const piece = fc.constantFrom('a', '/', '%', '2', 'f', 'F', '41', '%2f', '%2F', '%7e', '%c3%a9', '%4', '*', '$', 'é', 'ツ', '😀', '\ud800', '\udc80', '\udcff', '\udfff');
const text = fc.array(piece, { maxLength: 12 }).map((a) => a.join(''));

describe('normalise agrees with its definition, a character at a time', () => {
  it('under every profile, for patterns and paths', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...Object.values(PROFILE_SPECS)), fc.boolean(), (s, spec, isPattern) => {
        expect(normalise(s, spec.normalise, isPattern)).toBe(reference(s, spec.normalise, isPattern));
      }),
      { numRuns: 3000 },
    );
  });
});
