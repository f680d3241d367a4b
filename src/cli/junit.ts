/**
 * JUnit XML, the report CI systems read (GitLab, Jenkins, GitHub test reporters): one test
 * case per expectation, a <failure> for each that does not hold. Text from the robots.txt or
 * the expectations file is escaped, and characters XML 1.0 cannot carry at all (NUL, most C0
 * controls, lone surrogates) are written as \uXXXX, so a hostile file cannot break the report.
 */
import { assumedNote, lenientHint, noLineWords, type ExpectationResult } from '../core/index.ts';
import { escapeControls } from './terminal-text.ts';

// XML 1.0 §2.2 Char: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and the astral planes.
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * `text` for an XML attribute or element. Bidi overrides and C1 controls are valid XML, but a
 * CI page showing a test named with U+202E shows it reversed: they are escaped as the terminal
 * output escapes them (terminal-text.ts), and what XML cannot carry at all after that.
 */
export function xmlText(text: string): string {
  return escapeControls(text)
    .replace(NOT_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * Where the expectation's answer hangs on a reading nobody documents (readings disagree), the
 * other answer as `check` says it: "Allowed (RFC 9309). A lenient parser, as Google's, would
 * block it: line 2 `Disalow: /`"; else ''.
 */
export function doubtText(r: ExpectationResult): string {
  if (r.lenient === null) return '';
  return lenientHint(r.got === 'allowed', r.reading, { ...r.lenient, allowed: r.lenient.verdict === 'allowed' });
}

/** For a crawler the registry lacks, read as its operator's robot by its name: "YandexVideo is assumed: ..."; else ''. */
export const assumedText = (r: ExpectationResult): string => (r.assumed ? assumedNote(r.crawler) : '');

/** What a failed expectation got, in one line: `blocked by line 9: Disallow: /check`. */
export function gotText(r: ExpectationResult): string {
  return r.line > 0 ? `${r.got} by line ${r.line}: ${r.rule}` : `${r.got} (${noLineWords(r)})`;
}

export function junitReport(results: readonly ExpectationResult[], suiteName: string): string {
  const failures = results.filter((r) => !r.pass).length;
  const cases = results.map((r) => {
    const name = xmlText(`${r.crawler} must be ${r.expect}: ${r.url}`);
    const head = `    <testcase classname="${xmlText(`robots.txt.${r.crawler}`)}" name="${name}">`;
    const doubt = [r.lenient ? `Readings disagree. ${doubtText(r)}` : '', assumedText(r)].filter((d) => d !== '').join('\n');
    if (r.pass) return doubt === '' ? `${head}</testcase>` : `${head}\n      <system-out>${xmlText(doubt)}</system-out>\n    </testcase>`;
    const message = xmlText(`expected ${r.expect}, got ${gotText(r)}`);
    const detail = xmlText(`crawler chain: ${r.chain.join(' -> ')}${doubt === '' ? '' : `\n${doubt}`}`);
    return `${head}\n      <failure message="${message}" type="expectation">${detail}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${results.length}" failures="${failures}">`,
    `  <testsuite name="${xmlText(suiteName)}" tests="${results.length}" failures="${failures}" errors="0" skipped="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
