/**
 * A Structured Fields Dictionary (RFC 9651 4.2.2), the syntax of an AIPREF statement of
 * preference (draft-ietf-aipref-vocab-07 §6: "The format relies on the Dictionary type defined in
 * Section 3.2 of FIELDS"). Parsed as the RFC's algorithm says, step by step, because the
 * vocabulary's answers hang on it: a key given twice keeps its last value (4.2.2 step 2.4), a bare
 * key is Boolean true and `"n"` a String, neither the Token `n` (vocab §6.5), and a Dictionary that
 * fails to parse (an upper-case key, a trailing comma, a byte outside ASCII) leaves every
 * preference unknown (vocab §6.5.1). Parameters are parsed and dropped: the vocabulary defines none.
 */

/** The type of a member's value, as RFC 9651 3.3 names the bare items (an Inner List, 3.1.1, besides). */
export type SfType = 'integer' | 'decimal' | 'string' | 'token' | 'binary' | 'boolean' | 'date' | 'display-string' | 'inner-list';

export interface SfMember {
  type: SfType;
  /** The value as written (a String without its quotes and escapes; a Boolean as `?1`). */
  value: string;
  /** How many times the key appears: only the last counts (RFC 9651 4.2.2 step 2.4). */
  count: number;
}

/** Thrown inside the parser only: RFC 9651's "fail parsing". */
class Fail extends Error {}

const LCALPHA = /[a-z]/;
const KEY_CHAR = /[a-z0-9_\-.*]/;
const TCHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z:/]/;

class Input {
  at = 0;
  constructor(readonly s: string) {}
  ch(): string { return this.s[this.at] ?? ''; }
  get done(): boolean { return this.at >= this.s.length; }
  skip(re: RegExp): void { while (!this.done && re.test(this.ch())) this.at++; }
  take(re: RegExp): string {
    const from = this.at;
    this.skip(re);
    return this.s.slice(from, this.at);
  }
}

/** RFC 9651 4.2.3.3 */
function key(input: Input): string {
  if (!LCALPHA.test(input.ch()) && input.ch() !== '*') throw new Fail();
  return input.take(KEY_CHAR);
}

/** RFC 9651 4.2.3.1: a bare item, typed (4.2.4 to 4.2.10). */
function bareItem(input: Input): { type: SfType; value: string } {
  const c = input.ch();
  if (c === '-' || /[0-9]/.test(c)) return number(input);
  if (c === '"') return { type: 'string', value: string(input) };
  if (c === '*' || /[A-Za-z]/.test(c)) return { type: 'token', value: input.take(TCHAR) };
  if (c === ':') return { type: 'binary', value: enclosed(input, ':', /[A-Za-z0-9+/=]/) };
  if (c === '?') {
    const v = input.s.slice(input.at, input.at + 2);
    if (v !== '?0' && v !== '?1') throw new Fail();
    input.at += 2;
    return { type: 'boolean', value: v };
  }
  if (c === '@') {
    input.at++;
    const n = number(input);
    if (n.type !== 'integer') throw new Fail();
    return { type: 'date', value: `@${n.value}` };
  }
  if (c === '%') {
    input.at++;
    return { type: 'display-string', value: enclosed(input, '"', /[\x20-\x21\x23-\x7e]/) };
  }
  throw new Fail();
}

/** RFC 9651 4.2.4: at most 15 integer digits, or 12 before and 3 after a decimal point. */
function number(input: Input): { type: SfType; value: string } {
  const from = input.at;
  if (input.ch() === '-') input.at++;
  const whole = input.take(/[0-9]/);
  if (whole === '') throw new Fail();
  if (input.ch() !== '.') {
    if (whole.length > 15) throw new Fail();
    return { type: 'integer', value: input.s.slice(from, input.at) };
  }
  input.at++;
  const fraction = input.take(/[0-9]/);
  if (whole.length > 12 || fraction.length === 0 || fraction.length > 3) throw new Fail();
  return { type: 'decimal', value: input.s.slice(from, input.at) };
}

/** RFC 9651 4.2.5: printable ASCII between quotes, `\"` and `\\` the only escapes. */
function string(input: Input): string {
  input.at++;
  let out = '';
  while (!input.done) {
    const c = input.s[input.at++];
    if (c === '\\') {
      const next = input.s[input.at++];
      if (next !== '"' && next !== '\\') throw new Fail();
      out += next;
    } else if (c === '"') return out;
    else if (c < ' ' || c > '~') throw new Fail();
    else out += c;
  }
  throw new Fail();
}

/** A Byte Sequence (4.2.7) or a Display String's quoted part (4.2.10, escapes kept as written). */
function enclosed(input: Input, mark: string, allowed: RegExp): string {
  if (input.ch() !== mark) throw new Fail();
  input.at++;
  const value = input.take(allowed);
  if (input.ch() !== mark) throw new Fail();
  input.at++;
  return value;
}

/** RFC 9651 4.2.3.2: parsed, then dropped (the vocabulary gives parameters no meaning, §6.4). */
function parameters(input: Input): void {
  while (input.ch() === ';') {
    input.at++;
    input.skip(/ /);
    key(input);
    if (input.ch() === '=') {
      input.at++;
      bareItem(input);
    }
  }
}

/** RFC 9651 4.2.1.1 and 4.2.1.2 */
function itemOrInnerList(input: Input): { type: SfType; value: string } {
  if (input.ch() !== '(') {
    const item = bareItem(input);
    parameters(input);
    return item;
  }
  const from = input.at++;
  while (!input.done) {
    input.skip(/ /);
    if (input.ch() === ')') {
      input.at++;
      const value = input.s.slice(from, input.at);
      parameters(input);
      return { type: 'inner-list', value };
    }
    bareItem(input);
    parameters(input);
    if (input.ch() !== ' ' && input.ch() !== ')') throw new Fail();
  }
  throw new Fail();
}

/**
 * The Dictionary `text` holds, key by key in first-seen order, or null when it fails to parse
 * (RFC 9651 4.2 with field_type "dictionary": ASCII only, leading and trailing SP dropped).
 */
export function parseSfDictionary(text: string): Map<string, SfMember> | null {
  // 4.2 step 1: the input must be ASCII.
  if (/[^\x00-\x7f]/.test(text)) return null;
  const input = new Input(text.replace(/^ +| +$/g, ''));
  const out = new Map<string, SfMember>();
  try {
    while (!input.done) {
      const k = key(input);
      let member: { type: SfType; value: string };
      if (input.ch() === '=') {
        input.at++;
        member = itemOrInnerList(input);
      } else {
        parameters(input);
        member = { type: 'boolean', value: '?1' };
      }
      out.set(k, { ...member, count: (out.get(k)?.count ?? 0) + 1 });
      input.skip(/[ \t]/);
      if (input.done) return out;
      if (input.ch() !== ',') throw new Fail();
      input.at++;
      input.skip(/[ \t]/);
      if (input.done) throw new Fail();
    }
    return out;
  } catch (e) {
    if (e instanceof Fail) return null;
    throw e;
  }
}
