/**
 * Every diagnostic code, each proved by the smallest robots.txt that raises it: the exact range
 * (line, column, endLine, endColumn), the severity, and, where the check offers a fix, that
 * applying the fix makes the diagnostic go away. A code added to DIAGNOSTIC_CODES without a
 * case here fails "every code is raised by one of these files". The files: codeCases.test-helper.ts.
 */
import { describe, expect, it } from 'vitest';
import { sayText, applyFix, checkUrl, diagnose, parseRobots, PROFILES } from '../index.ts';
import type { Profile } from '../types.ts';
import type { Diagnostic } from './diagnostic.ts';
import { MESSAGES } from '../words/diagnosticWords.ts';
import { DIAGNOSTIC_CODES } from './codes.ts';
import { MAX_PER_CODE } from './report.ts';
import { bytes, CASES, pastSizeLimit } from './codeCases.test-helper.ts';

function run(input: string | Uint8Array, profile: Profile = 'google') {
  const parsed = parseRobots(input, { profile });
  return { parsed, diagnostics: diagnose(parsed) };
}

function range(d: Diagnostic): [number, number, number, number] {
  return [d.line, d.column, d.endLine, d.endColumn];
}

/** NULs past the per-code cap: MAX_PER_CODE invalid-char listed, the rest summed up. */
const TOO_MANY_INPUT = '\0'.repeat(MAX_PER_CODE + 1);

describe('each diagnostic code, raised by the smallest file that shows it', () => {
  for (const c of CASES) {
    const profile = c.profile ?? 'google';
    it(`${c.code}: ${c.behaviour}`, () => {
      const { parsed, diagnostics } = run(c.input, profile);
      expect(diagnostics.map((d) => d.code)).toEqual(c.codes ?? [c.code]);
      const mine = diagnostics.filter((d) => d.code === c.code);
      expect(mine).toHaveLength(1);
      const d = mine[0];
      expect(range(d)).toEqual(c.at);
      expect(d.severity).toBe(c.severity);
      expect(sayText(d.say)).not.toBe('');
      expect(d.from).toBeLessThanOrEqual(d.to);
      expect(d.fix !== undefined).toBe(c.fix);
      if (!d.fix) return;
      const fixed = applyFix(parsed.text, d.fix);
      expect(fixed).not.toBe(parsed.text);
      const after = run(fixed, profile).diagnostics.filter((x) => x.code === c.code && !(c.code === 'invalid-char' && sayText(x.say).startsWith('A space inside a path')));
      expect(after, `after the fix "${sayText(d.fix!.say)}": ${JSON.stringify(fixed)}`).toEqual([]);
    });
  }

  it('invalid-char: a stray byte read as Latin-1 by the fix is a valid character (0xE9 and 0xA0)', () => {
    // 0xE9 becomes "é". 0xA0 becomes U+00A0, the no-break space, which is itself an invalid-char:
    // the fix must not leave the same warning at the same place.
    for (const byte of [0xe9, 0xa0]) {
      const { parsed, diagnostics } = run(bytes('User-agent: *\nDisallow: /a', [byte], 'b\n'));
      const d = diagnostics.find((x) => x.code === 'invalid-char')!;
      expect(d.fix).toBeDefined();
      const fixed = parsed.text.slice(0, d.fix!.from) + d.fix!.insert + parsed.text.slice(d.fix!.to);
      if (byte === 0xe9) {
        expect(sayText(d.fix!.say)).toContain('Latin-1');
        expect(fixed).toBe('User-agent: *\nDisallow: /aéb\n');
      }
      const after = run(fixed).diagnostics.filter((x) => x.code === 'invalid-char');
      expect(after.map((x) => `${x.line}:${x.column} ${sayText(x.say).slice(0, 40)}`), `byte 0x${byte.toString(16)}`).toEqual([]);
    }
  });

  it('size-limit counts the rules Googlebot reads cut short or not at all, and the verdicts leave them out', () => {
    // 5,200 rule lines of 100 bytes after a 14-byte line: byte 512,000 falls inside line 5,121,
    // whose rule is cut; the 80 after it are never read.
    const { parsed, diagnostics } = run(pastSizeLimit());
    const d = diagnostics.find((x) => x.code === 'size-limit');
    expect(d?.line).toBe(5121);
    expect(sayText(d!.say)).toContain('81 rules');
    expect(sayText(d!.say)).toContain('the verdicts shown are Googlebot\'s');
    const path = (line: number) => `https://example.com${`Disallow: /p${String(line - 2).padStart(6, '0')}/`.padEnd(99, 'x').slice(10)}`;
    expect(checkUrl(parsed, 'Bot', path(5120))).toMatchObject({ allowed: false, line: 5120, sizeLimited: true });
    // Line 5,121 is read up to byte 512,000: its rule still matches, cut short.
    const cut = checkUrl(parsed, 'Bot', path(5121));
    expect(cut).toMatchObject({ allowed: false, line: 5121, pastSizeLimit: false });
    expect(cut.rule!.pattern.length).toBeLessThan(path(5121).length - 'https://example.com'.length);
    expect(checkUrl(parsed, 'Bot', path(5201))).toMatchObject({ allowed: true, line: 0 });
    // The library's answer on the whole file, asked for.
    expect(checkUrl(parsed, 'Bot', path(5201), { wholeFile: true })).toMatchObject({ allowed: false, line: 5201, pastSizeLimit: true, sizeLimited: false });
  });

  it('size-limit: a rule whose value ends before the limit is read whole', () => {
    // The limit falls in the trailing comment of line 5,121: its rule is read whole.
    const rules = Array.from({ length: 5200 }, (_, i) => `Disallow: /p${String(i).padStart(6, '0')}/ #`.padEnd(99, 'x'));
    const { parsed, diagnostics } = run('User-agent: *\n' + rules.join('\n') + '\n');
    expect(sayText(diagnostics.find((x) => x.code === 'size-limit')!.say)).toContain('80 rules');
    expect(checkUrl(parsed, 'Bot', 'https://example.com/p005119/')).toMatchObject({ allowed: false, line: 5121, pastSizeLimit: false });
    expect(checkUrl(parsed, 'Bot', 'https://example.com/p005119/', { wholeFile: true }).pastSizeLimit).toBe(false);
  });

  it('size-limit under rfc9309 says the verdicts read the whole file', () => {
    const { parsed, diagnostics } = run(pastSizeLimit(), 'rfc9309');
    expect(sayText(diagnostics.find((x) => x.code === 'size-limit')!.say)).toContain('The verdicts shown read the whole file');
    const last = `https://example.com${'Disallow: /p005199/'.padEnd(99, 'x').slice(10)}`;
    expect(checkUrl(parsed, 'Bot', last)).toMatchObject({ allowed: false, line: 5201, sizeLimited: false });
  });

  it('invalid-utf8: a UTF-16 file is reported once, over its first line', () => {
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('User-agent: *\nDisallow: /a\n', 'utf16le')]));
    const { parsed, diagnostics } = run(utf16);
    expect(parsed.encoding).toBe('utf-16le');
    const d = diagnostics.filter((x) => x.code === 'invalid-utf8');
    expect(d).toHaveLength(1);
    expect(range(d[0])).toEqual([1, 1, 1, 29]);
    expect(sayText(d[0].say)).toContain('UTF-16LE');
    expect(parsed.rules.length).toBe(0);
  });

  it(`too-many-diagnostics: past ${MAX_PER_CODE} of one code, the rest are summed up at the end of the file`, () => {
    const { diagnostics } = run(TOO_MANY_INPUT);
    expect(diagnostics.filter((d) => d.code === 'invalid-char')).toHaveLength(MAX_PER_CODE);
    const more = diagnostics.filter((d) => d.code === 'too-many-diagnostics');
    expect(more).toHaveLength(1);
    expect(range(more[0])).toEqual([1, MAX_PER_CODE + 2, 1, MAX_PER_CODE + 2]);
    expect(more[0].severity).toBe('info');
    expect(sayText(more[0].say)).toContain('"invalid-char"');
    expect(diagnostics).toHaveLength(MAX_PER_CODE + 1);
  });
});

describe('blocks-everything', () => {
  it('is raised by every pattern that matches every path, and by no other', () => {
    const every = ['/', '*', '/*', '/**', '/*$', '*$', '/***$'];
    const not = ['/$', '$', '/a', '/*a', '/*$x', '**x', '/$*'];
    const flagged = (pattern: string, profile: Profile = 'google') =>
      run(`User-agent: *\nDisallow: ${pattern}\n`, profile).diagnostics.some((d) => d.code === 'blocks-everything');
    expect(every.filter((p) => !flagged(p))).toEqual([]);
    expect(not.filter((p) => flagged(p))).toEqual([]);
    // The 1996 draft has no wildcards: only "/" matches every path there.
    expect(every.filter((p) => flagged(p, 'draft1996'))).toEqual(['/']);
  });

  it('agrees with the matcher: every flagged pattern blocks random paths, an unflagged one lets some through', () => {
    const paths = ['/', '/a', '/a/b?c=d', '/x$', '/%E3%83%84', '/*'];
    for (const pattern of ['/', '*', '/**', '/*$', '*$', '/$', '/a', '$']) {
      const parsed = parseRobots(`User-agent: *\nDisallow: ${pattern}\n`);
      const blocksAll = paths.every((p) => !checkUrl(parsed, 'Bot', `https://example.com${p}`).allowed);
      expect(diagnose(parsed).some((d) => d.code === 'blocks-everything'), pattern).toBe(blocksAll);
    }
  });
});

describe('the diagnostic table', () => {
  it('every code is raised by one of these files', () => {
    const raised = new Set<string>();
    for (const c of CASES) for (const d of run(c.input, c.profile).diagnostics) raised.add(d.code);
    for (const d of run(TOO_MANY_INPUT).diagnostics) raised.add(d.code);
    expect(Object.keys(DIAGNOSTIC_CODES).filter((code) => !raised.has(code))).toEqual([]);
  });

  it('every code has a title and a severity', () => {
    for (const [code, info] of Object.entries(DIAGNOSTIC_CODES)) {
      expect(info.title, code).not.toBe('');
      expect(['error', 'warning', 'info'], code).toContain(info.severity);
    }
  });

  it('every message and fix label is non-empty, whatever facts it is given', () => {
    const R = 'rfc9309';
    const samples: Record<keyof typeof MESSAGES, string[]> = {
      ruleOutsideGroup: [MESSAGES.ruleOutsideGroup('Disallow', true, R), MESSAGES.ruleOutsideGroup('Allow', false, R)],
      invalidChar: [MESSAGES.invalidChar(0, true, R), MESSAGES.invalidChar(0xdca0, false, R), MESSAGES.invalidChar(0x1, false, R), MESSAGES.invalidChar(0xd800, false, R)],
      spaceInPath: [MESSAGES.spaceInPath(R, false), MESSAGES.spaceInPath(R, true)],
      invalidUtf8: [MESSAGES.invalidUtf8(1, 'utf-8', []), MESSAGES.invalidUtf8(3, 'utf-8', ['gbk', 'big5']), MESSAGES.invalidUtf8(0, 'utf-16be', [])],
      encodedBytes: [MESSAGES.encodedBytes([0xb9], false, ['shift_jis'], R), MESSAGES.encodedBytes(Array.from({ length: 12 }, () => 0xb9), true, ['gbk', 'big5', 'euc-kr', 'euc-jp'], R)],
      bom: [MESSAGES.bom(true), MESSAGES.bom(false)],
      unknownDirective: [MESSAGES.unknownDirective('Foo', null, R), MESSAGES.unknownDirective('Alow', 'Allow', R), MESSAGES.unknownDirective('', null, R)],
      notADirective: [MESSAGES.notADirective(R)],
      notInProfile: [MESSAGES.notInProfile('Sitemap', R)],
      misspelled: [MESSAGES.misspelled('Dissallow', 'Disallow', true, R), MESSAGES.misspelled('x'.repeat(100), 'Disallow', false, R)],
      missingColon: [MESSAGES.missingColon('Disallow', true, R), MESSAGES.missingColon('Disallow', false, R)],
      invalidUserAgent: [MESSAGES.invalidUserAgent('Googlebot/2.1', 'Googlebot', 'token', false, R), MESSAGES.invalidUserAgent('42', '', 'none', false, R),
        MESSAGES.invalidUserAgent('Googlebot bingbot', 'Googlebot', 'lines', false, R),
        MESSAGES.invalidUserAgent('MJ12bot', 'MJ', 'none', true, R), MESSAGES.invalidUserAgent('Googlebot*', 'Googlebot', 'none', false, R)],
      browserUserAgent: [MESSAGES.browserUserAgent('Mozilla/4.0 (compatible; BullsEye)', 'Mozilla', 'BullsEye', R), MESSAGES.browserUserAgent('mozilla/5', 'mozilla', null, R)],
      patternStart: [MESSAGES.patternStart('a', '/a', true, R), MESSAGES.patternStart('.pdf', null, false, R)],
      dollarInMiddle: [MESSAGES.dollarInMiddle(R, false), MESSAGES.dollarInMiddle(R, true)],
      unusedDirective: [MESSAGES.unusedDirective('Crawl-delay', R), MESSAGES.unusedDirective('x-unheard-of', R)],
      otherRecord: [MESSAGES.otherRecord('Crawl-delay', R)],
      sitemapUrl: [MESSAGES.sitemapUrl('/s.xml')],
      lineTooLong: [MESSAGES.lineTooLong(20_000, 16_663, R)],
      sizeLimit: [MESSAGES.sizeLimit(0, true), MESSAGES.sizeLimit(1, false), MESSAGES.sizeLimit(2, true)],
      emptyGroup: [MESSAGES.emptyGroup(['FooBot']), MESSAGES.emptyGroup(['A', 'B', 'C', 'D', 'E'])],
      duplicateGroup: [MESSAGES.duplicateGroup(['FooBot'], 1, R)],
      groupParity: [MESSAGES.groupParity(['GPTBot'], [R], ['/a']), MESSAGES.groupParity(['A', 'B'], [R, R], ['/a', '/b'])],
      groupParitySkipped: [MESSAGES.groupParitySkipped(21, 1000, 20_000)],
      blankAfterUserAgent: [MESSAGES.blankAfterUserAgent(['YandexBot']), MESSAGES.blankAfterUserAgent([])],
      joinedGroup: [MESSAGES.joinedGroup(['Slurp'], ['GPTBot'], 1, { line: 2, kind: 'blank' }, true, R),
        MESSAGES.joinedGroup(['A', 'B'], ['*'], 1, { line: 2, kind: 'unknown', key: 'x' }, false, R)],
      mixedLineEndings: [MESSAGES.mixedLineEndings({ lf: 3, crlf: 1, cr: 0 }, 'lf'), MESSAGES.mixedLineEndings({ lf: 1, crlf: 1, cr: 1 }, 'lf')],
      duplicateRule: [MESSAGES.duplicateRule(2)],
      shadowedRule: [MESSAGES.shadowedRule(3, 'longer'), MESSAGES.shadowedRule(3, 'allow-tie'), MESSAGES.shadowedRule(3, 'first')],
      blocksEverything: [MESSAGES.blocksEverything(true, true), MESSAGES.blocksEverything(false, false)],
      htmlContent: [MESSAGES.htmlContent()],
      blocksSearchCrawler: [MESSAGES.blocksSearchCrawler(['PetalBot'], ['Huawei'], false), MESSAGES.blocksSearchCrawler(['bingbot', 'YandexBot'], ['Microsoft', 'Yandex'], true)],
      blocksResources: [MESSAGES.blocksResources('/*.css', true), MESSAGES.blocksResources('/images/', false)],
      sitemapBlocked: [MESSAGES.sitemapBlocked('example.com', 2, 'Disallow: /private/')],
      tooMany: [MESSAGES.tooMany('invalid-char', 5)],
      contentUsageValue: [MESSAGES.contentUsageValue([{ member: 'train-ai', why: 'bare' }, { member: 'search="n"', why: 'string' }]), MESSAGES.contentUsageValue([{ member: 'train-ai', why: 'duplicate' }])],
      contentUsageInvalid: [MESSAGES.contentUsageInvalid('Train-AI=n')],
      aiLineOutsideGroup: [MESSAGES.aiLineOutsideGroup('Content-Usage')],
      contentSignalUnread: [MESSAGES.contentSignalUnread(['NoSuchBot'])],
      contentSignalValue: [MESSAGES.contentSignalValue(['ai_train=no']), MESSAGES.contentSignalValue(['a', 'b=c'])],
      licenseUrl: [MESSAGES.licenseUrl('license.xml')],
      aiTrainUnenforced: [MESSAGES.aiTrainUnenforced(['GPTBot', 'ClaudeBot'])],
      fixWrite: [MESSAGES.fixWrite('Disallow')],
      fixWriteEscape: [MESSAGES.fixWriteEscape('%C2%A0')],
      fixEscapeBlanks: [MESSAGES.fixEscapeBlanks()],
      fixRules: [MESSAGES.fixRules(2)],
      fixAgentLines: [MESSAGES.fixAgentLines(2)],
      fixAddColon: [MESSAGES.fixAddColon()],
      fixStartSlash: [MESSAGES.fixStartSlash()],
      fixRemoveLead: [MESSAGES.fixRemoveLead()],
      fixRemoveIt: [MESSAGES.fixRemoveIt()],
      fixRemoveLine: [MESSAGES.fixRemoveLine()],
      fixRemoveUnread: [MESSAGES.fixRemoveUnread()],
      fixRemoveBom: [MESSAGES.fixRemoveBom()],
      fixSpace: [MESSAGES.fixSpace()],
      fixLatin1: [MESSAGES.fixLatin1('é')],
      fixAddStarGroup: [MESSAGES.fixAddStarGroup()],
      fixEndGroup: [MESSAGES.fixEndGroup()],
      fixMergeGroup: [MESSAGES.fixMergeGroup(1)],
      fixCopyRules: [MESSAGES.fixCopyRules(1), MESSAGES.fixCopyRules(2)],
      fixLineEndings: [MESSAGES.fixLineEndings('crlf')],
      fixFromUtf16: [MESSAGES.fixFromUtf16('utf-16le')],
      fixFromWindows1252: [MESSAGES.fixFromWindows1252()],
    };
    for (const [name, texts] of Object.entries(samples)) {
      for (const t of texts) expect(t.trim(), name).not.toBe('');
    }
    for (const c of CASES) for (const d of run(c.input, c.profile).diagnostics) expect(sayText(d.say).trim(), d.code).not.toBe('');
  });
});

const TIDY = [
  '# robots.txt for https://example.com/',
  'User-agent: Googlebot',
  'Disallow: /private/',
  'Allow: /private/public.html',
  'Disallow: /search',
  '',
  'User-agent: *',
  'Disallow: /search',
  'Allow: /search/about',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  '',
].join('\n');

describe('a tidy file', () => {
  it('raises nothing at all under the google profile', () => {
    expect(run(TIDY, 'google').diagnostics).toEqual([]);
  });

  for (const profile of PROFILES) {
    it(`raises no error under the ${profile} profile`, () => {
      const errors = run(TIDY, profile).diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => `${d.code} ${d.line}:${d.column} ${sayText(d.say)}`)).toEqual([]);
    });

    it(`gets no fix that leaves the text as it was under the ${profile} profile`, () => {
      const { parsed, diagnostics } = run(TIDY, profile);
      const noOps = diagnostics.filter((d) => d.fix && applyFix(parsed.text, d.fix) === parsed.text);
      expect(noOps.map((d) => `${d.code} ${d.line}:${d.column} ${sayText(d.fix!.say)}`)).toEqual([]);
    });
  }
});
