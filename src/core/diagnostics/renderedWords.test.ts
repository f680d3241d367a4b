/**
 * The words of every diagnostic and quick fix on the real files of testdata, under every
 * profile, stay byte for byte what they were when the engine still wrote them as English
 * (issue 24 §1: the records carry a key and its facts, and the words are said from one table by
 * whoever shows them). testdata/diagnosticWords.json holds, per file and profile, how many
 * diagnostics there are and a SHA-1 of their rendered lines (`LINE:COL code message | fix
 * label`); it was written from main before the change, when the engine still said the words. After a deliberate change of words, rewrite it with
 * `UPDATE_DIAGNOSTIC_WORDS=1 npx vitest run src/core/diagnostics/renderedWords.test.ts`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFileNames, readCorpusFile } from '../corpus.test-helper.ts';
import { sayText, diagnose, parseRobots, PROFILES, type Diagnostic } from '../index.ts';

const SNAPSHOT = new URL('../../../testdata/diagnosticWords.json', import.meta.url);
const ENCODINGS = new URL('../../../testdata/encodings/', import.meta.url);

/** One diagnostic as a person reads it: where, which code, its message and its fix's label. */
function rendered(d: Diagnostic): string {
  return `${d.line}:${d.column} ${d.code} ${sayText(d.say)}${d.fix ? ` | ${sayText(d.fix!.say)}` : ''}`;
}

/** Words the corpus never reaches: the AI-usage lines, a skipped parity check, a UTF-16 file with its BOM. */
const CASES: Record<string, string | Uint8Array> = {
  'content-usage': 'User-agent: *\nDisallow: /x\nContent-Usage: / train-ai="n", ai-train=n, search, search=y, search=n, x=y\nContent-Usage: Train-AI=n\n',
  'content-signal': 'Content-Signal: ai-train=no\nContent-Usage: train-ai=n\nUser-agent: NoSuchBot\nContent-Signal: search=no\nDisallow: /x\n\n'
    + 'User-agent: *\nContent-Signal: search=yes, ai_train=no\nContent-Signal: search=yes, ai-train=no, ai-input=maybe, x=1\nAllow: /\n',
  license: 'License: /license.xml\nLicense: license.xml\nUser-agent: *\nDisallow: /x\n',
  'parity-skipped': 'User-agent: *\n' + Array.from({ length: 1000 }, (_, i) => `Disallow: /s${i}/`).join('\n') + '\n\n'
    + Array.from({ length: 21 }, (_, i) => `User-agent: Bot${String.fromCharCode(97 + i)}\nDisallow: /b${i}/`).join('\n\n') + '\n',
  'utf-16': new Uint8Array([0xff, 0xfe, ...[...'User-agent: *\r\nDisallow: /a\r\n'].flatMap((c) => [c.charCodeAt(0), 0])]),
  'utf-16be': new Uint8Array([0xfe, 0xff, ...[...'User-agent: *\nDisallow: /a\n'].flatMap((c) => [0, c.charCodeAt(0)])]),
};

function files(): [string, Uint8Array][] {
  const encodings = readdirSync(ENCODINGS).sort().map((f): [string, Uint8Array] => [`encodings/${f}`, new Uint8Array(readFileSync(new URL(f, ENCODINGS)))]);
  const cases = Object.entries(CASES).map(([name, c]): [string, Uint8Array] => [`cases/${name}`, typeof c === 'string' ? new TextEncoder().encode(c) : c]);
  return [...corpusFileNames().map((f): [string, Uint8Array] => [f, readCorpusFile(f)]), ...encodings, ...cases];
}

function wordsOf(bytes: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  for (const profile of PROFILES) {
    const lines = diagnose(parseRobots(bytes, { profile })).map(rendered);
    out[profile] = `${lines.length} ${createHash('sha1').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}

describe('the rendered words of diagnostics', () => {
  it('are those of before, on every file of testdata under every profile', () => {
    const now: Record<string, Record<string, string>> = {};
    for (const [name, bytes] of files()) now[name] = wordsOf(bytes);
    if (process.env.UPDATE_DIAGNOSTIC_WORDS === '1') writeFileSync(SNAPSHOT, JSON.stringify(now, null, 1) + '\n');
    const before = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as typeof now;
    expect(Object.keys(now).length).toBeGreaterThan(500);
    expect(now).toEqual(before);
  }, 600_000);
});
