import { describe, expect, it } from 'vitest';
import { parseSfDictionary } from './sfDictionary.ts';

const typed = (text: string) => {
  const d = parseSfDictionary(text);
  return d && Object.fromEntries([...d].map(([k, m]) => [k, `${m.type}:${m.value}`]));
};

describe('a Structured Fields Dictionary, as RFC 9651 4.2.2 parses it', () => {
  it('reads Tokens, Strings, Booleans, numbers, Byte Sequences, Dates, Display Strings and Inner Lists by type', () => {
    expect(typed('train-ai=y, search=n')).toEqual({ 'train-ai': 'token:y', search: 'token:n' });
    expect(typed('a="n", b, c=?0, d=-12, e=1.5, f=:aGk=:, g=@1700000000, h=%"caf%c3%a9", i=(y n);p=1'))
      .toEqual({ a: 'string:n', b: 'boolean:?1', c: 'boolean:?0', d: 'integer:-12', e: 'decimal:1.5', f: 'binary:aGk=', g: 'date:@1700000000', h: 'display-string:caf%c3%a9', i: 'inner-list:(y n)' });
  });

  it('keeps the last value of a key given twice (4.2.2 step 2.4), in the place it was first seen', () => {
    const d = parseSfDictionary('train-ai=y, search=n, train-ai=n')!;
    expect([...d.keys()]).toEqual(['train-ai', 'search']);
    expect(d.get('train-ai')).toEqual({ type: 'token', value: 'n', count: 2 });
  });

  it('drops parameters (vocab §6.5.2: "train-ai;allow=n, train-ai=y" allows)', () => {
    expect(typed('train-ai;allow=n, train-ai=y')).toEqual({ 'train-ai': 'token:y' });
    expect(typed('train-ai;has;parameters="?";')).toBeNull();
    expect(typed('train-ai;has;parameters="?"')).toEqual({ 'train-ai': 'boolean:?1' });
  });

  it('fails on what the RFC fails on: an upper-case key, a trailing comma, a missing comma, non-ASCII, an unclosed string', () => {
    for (const bad of ['Train-AI=n', 'train-ai=n,', 'train-ai=n search=y', 'search=ñ', 'search="n', 'search=?2', '1x=y', 'a=1234567890123456', 'a=(y']) {
      expect(parseSfDictionary(bad), bad).toBeNull();
    }
  });

  it('allows SP around the whole and OWS around commas, and reads nothing as an empty Dictionary', () => {
    expect(typed('  train-ai=n ,\tsearch=y  ')).toEqual({ 'train-ai': 'token:n', search: 'token:y' });
    expect(typed('')).toEqual({});
  });
});
