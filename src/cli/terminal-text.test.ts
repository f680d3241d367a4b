import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { runCli, tempFiles } from './run-cli.test-helper.ts';
import { escapeControls } from './terminal-text.ts';

// What a hostile robots.txt may hold: ESC ] 0 ; … BEL retitles the terminal, ESC [ 2 J clears
// it, CR overwrites the line, CSI (U+009B) is an escape of its own, U+202E reverses the rest.
const TITLE = '\x1b]0;pwned\x07';
const CLEAR = '\x1b[2J';
const HOSTILE = `User-agent: *\nDisallow: /a${TITLE}${CLEAR}\nDisallow: /b\r\x9b31m\nEvil\u202eKey: x\n`;
/** A raw character a terminal would act on (tab and line feed are the output's own). */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

describe('escapeControls', () => {
  it('writes terminal controls, C1 controls and bidi overrides as \\u escapes', () => {
    expect(escapeControls(`a${TITLE}b`)).toBe('a\\u001b]0;pwned\\u0007b');
    expect(escapeControls('x\r\x9b\x7f\u202e\u2066\u2028y')).toBe('x\\u000d\\u009b\\u007f\\u202e\\u2066\\u2028y');
  });

  it('keeps tabs, line feeds and printable text of any script as they are', () => {
    const text = 'User-agent:\t*\nDisallow: /søk/日本語/é\u00a0x\n';
    expect(escapeControls(text)).toBe(text);
  });

  it('leaves JSON meaning the same: JSON.stringify output, escaped, parses to the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const json = escapeControls(JSON.stringify({ s }, null, 2));
        expect(json).not.toMatch(RAW_CONTROL);
        expect(JSON.parse(json).s).toBe(s);
      }),
    );
  });
});

describe('robotscope prints no control character from a file raw', () => {
  const dir = tempFiles({ 'hostile.txt': HOSTILE });
  const file = join(dir, 'hostile.txt');

  it('lint: in its lines and in --json', async () => {
    const text = await runCli(['lint', file]);
    expect(text.stdout).toContain("Unknown directive 'Evil\\u202eKey'");
    expect(text.stdout).not.toMatch(RAW_CONTROL);
    const json = await runCli(['lint', '--json', file]);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect((JSON.parse(json.stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code)).toContain('unknown-directive');
  });

  it('check: the URL and the deciding line as written, escaped, and the same in --json', async () => {
    // A crawler requests ESC and BEL %-encoded, so the rule holding them raw matches no request;
    // C1 controls and bidi overrides are non-ASCII, %-encoded on both sides, and do match.
    const url = `https://x.test/a${TITLE}${CLEAR}/page`;
    const run = await runCli(['check', file, '--ua', 'Bot', url]);
    expect(run.stdout).toContain('https://x.test/a\\u001b]0;pwned\\u0007\\u001b[2J/page');
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    const bidi = join(tempFiles({ 'bidi.txt': 'User-agent: *\nDisallow: /a\u202e\x9b31m\n' }), 'bidi.txt');
    const blocked = await runCli(['check', bidi, '--ua', 'Bot', 'https://x.test/a\u202e\x9b31m/page']);
    expect(blocked.code).toBe(1);
    expect(blocked.stdout).toContain('line 2: Disallow: /a\\u202e\\u009b31m');
    expect(blocked.stdout).not.toMatch(RAW_CONTROL);
    const json = await runCli(['check', bidi, '--ua', 'Bot', '--json', 'https://x.test/a\u202e\x9b31m/page', 'https://x.test/b']);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.stdout).records[0].rule).toBe('Disallow: /a\u202e\x9b31m');
  });

  it('batch: answers carry the rule escaped, the same value to a JSON reader', async () => {
    const request = JSON.stringify({ robots: HOSTILE, ua: 'Bot', url: `/a${TITLE}${CLEAR}` });
    const run = await runCli(['batch'], request + '\n');
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(run.stdout)).toMatchObject({ allowed: false, line: 2, rule: `Disallow: /a${TITLE}${CLEAR}` });
  });

  it('error messages: a file name with escapes is shown escaped on stderr', async () => {
    const run = await runCli(['lint', `${dir}/no${CLEAR}such.txt`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no\\u001b[2Jsuch.txt');
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });

  it('notes on stderr: fmt leaving a file as it is names it escaped', async () => {
    // Near the 500 KiB cut fmt refuses to move bytes, and says so naming the file.
    const near = tempFiles({ [`near${CLEAR}cut.txt`]: `User-agent: *\n${'Disallow: /a\n'.repeat(40_000)}` });
    const run = await runCli(['fmt', join(near, `near${CLEAR}cut.txt`)]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('near\\u001b[2Jcut.txt left as it is');
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });
});
