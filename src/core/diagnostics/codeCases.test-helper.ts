/**
 * The smallest robots.txt that raises each diagnostic code, with the range, severity and fix it
 * must have (codes.test.ts holds diagnose() to them).
 */
import type { Profile, Severity } from '../types.ts';
import type { DiagnosticCode } from './codes.ts';

export function bytes(...parts: (string | number[])[]): Uint8Array {
  return new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));
}

/** A file just over the 500 KiB limit: 5,200 rule lines of exactly 100 bytes after a 14-byte header. */
export function pastSizeLimit(): string {
  const rules = Array.from({ length: 5200 }, (_, i) => `Disallow: /p${String(i).padStart(6, '0')}/`.padEnd(99, 'x'));
  return 'User-agent: *\n' + rules.join('\n') + '\n';
}

export interface CodeCase {
  code: DiagnosticCode;
  behaviour: string;
  input: string | Uint8Array;
  profile?: Profile;
  /** line, column, endLine, endColumn of the one diagnostic with `code`. */
  at: [number, number, number, number];
  severity: Severity;
  /** Whether the check offers a fix (then applying it must remove the diagnostic). */
  fix: boolean;
  /** Every code diagnose() reports for the input, in order; defaults to [code]. */
  codes?: DiagnosticCode[];
}

export const CASES: CodeCase[] = [
  {
    code: 'rule-outside-group', behaviour: 'a rule before any User-agent line belongs to no group',
    input: 'Disallow: /a\nUser-agent: *\nDisallow: /b\n', at: [1, 1, 1, 13], severity: 'error', fix: true,
  },
  {
    code: 'rule-outside-group', behaviour: 'draft1996: a rule after a blank line has left its record',
    input: 'User-agent: *\nDisallow: /a\n\nDisallow: /b\n', profile: 'draft1996', at: [4, 1, 4, 13], severity: 'error', fix: false,
  },
  {
    code: 'invalid-char', behaviour: 'a control character inside a path is flagged and can be removed',
    input: 'User-agent: *\nDisallow: /a\x01b\n', at: [2, 13, 2, 14], severity: 'warning', fix: true,
  },
  {
    // The fix turns the no-break space into a plain space, which is its own (different)
    // invalid-char warning, "a space inside a path"; the check after the fix leaves that aside.
    code: 'invalid-char', behaviour: 'a no-break space inside a path is flagged and can become a space',
    input: 'User-agent: *\nDisallow: /a\u00a0b\n', at: [2, 13, 2, 14], severity: 'warning', fix: true,
  },
  {
    code: 'invalid-char', behaviour: 'a space inside a path never matches a real URL and can be written %20',
    input: 'User-agent: *\nDisallow: /a b\n', at: [2, 13, 2, 14], severity: 'warning', fix: true,
  },
  {
    code: 'invalid-utf8', behaviour: 'a Latin-1 byte is not UTF-8 and is reported where it stands',
    input: bytes('User-agent: *\nDisallow: /caf', [0xe9], '\n'), at: [2, 15, 2, 16], severity: 'error', fix: true,
    codes: ['invalid-char', 'invalid-utf8'],
  },
  {
    // Columns of line 1 count from after the BOM (Google skips it; editors hide it), so the BOM
    // itself covers no column: [0, 1) is 1:1-1:1.
    code: 'bom', behaviour: 'a UTF-8 byte order mark at the start is noted and can be removed',
    input: '\ufeffUser-agent: *\nDisallow: /a\n', at: [1, 1, 1, 1], severity: 'info', fix: true,
  },
  {
    code: 'bom', behaviour: 'a partial byte order mark (EF BB) is a warning: other crawlers may misread line 1',
    input: bytes([0xef, 0xbb], 'User-agent: *\nDisallow: /a\n'), at: [1, 1, 1, 1], severity: 'warning', fix: true,
  },
  {
    code: 'unknown-directive', behaviour: 'an unknown key is ignored by Google',
    input: 'User-agent: *\nDisallow: /a\nFoo: bar\n', at: [3, 1, 3, 4], severity: 'warning', fix: false,
  },
  {
    code: 'unknown-directive', behaviour: 'an unknown key one edit from a directive offers that directive',
    input: 'User-agent: *\nDisallow: /a\nAlow: /x\n', at: [3, 1, 3, 5], severity: 'warning', fix: true,
  },
  {
    code: 'unknown-directive', behaviour: 'a line of three words without a colon is not a directive',
    input: 'User-agent: *\nDisallow: /a\nhello world foo\n', at: [3, 1, 3, 16], severity: 'warning', fix: false,
  },
  {
    code: 'misspelled-directive', behaviour: 'google accepts the typo Dissallow, but it is not the standard spelling',
    input: 'User-agent: *\nDissallow: /a\n', at: [2, 1, 2, 10], severity: 'warning', fix: true,
  },
  {
    code: 'misspelled-directive', behaviour: 'google matches keys by prefix, so Disallowed is Disallow',
    input: 'User-agent: *\nDisallowed: /a\n', at: [2, 1, 2, 11], severity: 'warning', fix: true,
  },
  {
    code: 'misspelled-directive', behaviour: 'rfc9309 ignores a typo Google would accept, so it is an error',
    input: 'User-agent: *\nDisallow: /b\nDissallow: /a\n', profile: 'rfc9309', at: [3, 1, 3, 10], severity: 'error', fix: true,
  },
  {
    code: 'missing-colon', behaviour: 'google accepts a two-word line without a colon',
    input: 'User-agent: *\nDisallow /a\n', at: [2, 1, 2, 10], severity: 'warning', fix: true,
  },
  {
    code: 'missing-colon', behaviour: 'rfc9309 ignores a directive without its colon, so it is an error',
    input: 'User-agent: *\nAllow: /b\nDisallow /a\n', profile: 'rfc9309', at: [3, 1, 3, 9], severity: 'error', fix: true,
  },
  {
    code: 'missing-colon', behaviour: 'a directive of three words without a colon is ignored even by google',
    input: 'User-agent: *\nAllow: /b\nDisallow / x\n', at: [3, 1, 3, 9], severity: 'error', fix: false,
  },
  {
    code: 'invalid-user-agent', behaviour: 'a user-agent with a version is cut to its product token',
    input: 'User-agent: Googlebot/2.1\nDisallow: /a\n', at: [1, 13, 1, 26], severity: 'warning', fix: true,
  },
  {
    code: 'invalid-user-agent', behaviour: 'a user-agent starting with a digit names no crawler',
    input: 'User-agent: 42bot\nDisallow: /a\n', at: [1, 13, 1, 18], severity: 'warning', fix: false,
  },
  {
    code: 'pattern-start', behaviour: 'a pattern not starting with / or * never matches',
    input: 'User-agent: *\nDisallow: a\n', at: [2, 11, 2, 12], severity: 'error', fix: true,
  },
  {
    code: 'dollar-in-middle', behaviour: 'a $ that is not the last character is a literal dollar',
    input: 'User-agent: *\nDisallow: /a$b\n', at: [2, 13, 2, 14], severity: 'warning', fix: false,
  },
  {
    code: 'unused-directive', behaviour: 'crawl-delay has no effect on Google',
    input: 'User-agent: *\nDisallow: /a\nCrawl-delay: 10\n', at: [3, 1, 3, 12], severity: 'info', fix: false,
  },
  {
    code: 'sitemap-url', behaviour: 'a relative sitemap URL cannot be fetched',
    input: 'User-agent: *\nDisallow: /a\nSitemap: /sitemap.xml\n', at: [3, 10, 3, 22], severity: 'warning', fix: false,
  },
  {
    code: 'sitemap-url', behaviour: 'a sitemap path beside absolute sitemaps of one origin is written out on that origin',
    input: 'User-agent: *\nDisallow: /a\nSitemap: https://example.com/news.xml\nSitemap: /sitemap.xml\n', at: [4, 10, 4, 22], severity: 'warning', fix: true,
  },
  {
    code: 'line-too-long', behaviour: 'google reads only the first 16,663 bytes of a line',
    input: 'User-agent: *\nDisallow: /' + 'a'.repeat(16_700) + '\n', at: [2, 16_664, 2, 16_712], severity: 'warning', fix: false,
  },
  {
    code: 'size-limit', behaviour: 'google reads only the first 500 KiB of the file',
    input: pastSizeLimit(), at: [5121, 87, 5121, 100], severity: 'error', fix: false,
  },
  {
    code: 'empty-group', behaviour: 'a group without rules allows everything and hides the * group',
    input: 'User-agent: *\nDisallow: /a\nUser-agent: FooBot\n', at: [3, 1, 3, 19], severity: 'warning', fix: false,
  },
  {
    code: 'joined-group', behaviour: 'a user-agent line after Crawl-delay joins the group above, which gets its Disallow: /',
    input: 'User-agent: Slurp\nCrawl-delay: 5\nUser-agent: GPTBot\nDisallow: /\n', at: [3, 1, 3, 19], severity: 'warning', fix: true,
    codes: ['unused-directive', 'joined-group'],
  },
  {
    code: 'joined-group', behaviour: 'a group of only an unknown key and a blank line joins the next one',
    input: 'User-agent: FooBot\nFoo: bar\n\nUser-agent: BarBot\nDisallow: /x\n', at: [4, 1, 4, 19], severity: 'warning', fix: true,
    codes: ['unknown-directive', 'joined-group'],
  },
  {
    code: 'blank-after-user-agent', behaviour: 'a blank line between YandexBot\'s User-agent line and its rules: Yandex\'s help ends the group there, its library reads on',
    input: 'User-agent: YandexBot\n\nDisallow: /x\n', at: [2, 1, 2, 1], severity: 'warning', fix: true,
  },
  {
    code: 'blank-after-user-agent', behaviour: 'the * group, which Yandex robots follow where no group names one, is a note',
    input: 'User-agent: *\n\nDisallow: /x\n', at: [2, 1, 2, 1], severity: 'info', fix: true,
  },
  {
    code: 'blank-after-user-agent', behaviour: 'Yandex\'s reading chosen for all: any group\'s blank line after User-agent is a warning',
    input: 'User-agent: FooBot\n  \nDisallow: /x\n', profile: 'yandex', at: [2, 1, 2, 3], severity: 'warning', fix: true,
  },
  {
    code: 'joined-group', behaviour: 'a crawler joined to "*" is a note without a fix: it may be meant to follow the * rules',
    input: 'User-agent: bingbot\nCrawl-delay: 1\n\nUser-agent: *\nDisallow: /x\n', at: [4, 1, 4, 14], severity: 'info', fix: false,
    codes: ['unused-directive', 'joined-group'],
  },
  {
    code: 'group-parity', behaviour: 'a named group does not inherit "*": its crawler may fetch what only "*" blocks, and the rules can be copied',
    input: 'User-agent: *\nDisallow: /account/\n\nUser-agent: GPTBot\nDisallow: /ai/\n', at: [4, 1, 4, 19], severity: 'info', fix: true,
  },
  {
    code: 'group-parity-skipped', behaviour: 'past the lookup budget, the named groups are not compared with "*", and the * group says so',
    input: 'User-agent: *\n' + Array.from({ length: 1000 }, (_, i) => `Disallow: /s${i}/`).join('\n') + '\n\n'
      + Array.from({ length: 21 }, (_, i) => `User-agent: Bot${String.fromCharCode(97 + i)}\nDisallow: /b${i}/`).join('\n\n') + '\n',
    at: [1, 1, 1, 14], severity: 'info', fix: false,
  },
  {
    code: 'mixed-line-endings', behaviour: 'a file that mixes CRLF and LF can have every line end in its main ending',
    input: 'User-agent: *\r\nDisallow: /a\nDisallow: /b\r\n', at: [2, 1, 2, 13], severity: 'info', fix: true,
  },
  {
    code: 'duplicate-group', behaviour: 'a later group for the same crawlers is merged by Google, and its rules can move up',
    input: 'User-agent: FooBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: foobot\nDisallow: /c\n', at: [7, 1, 7, 19], severity: 'info', fix: true,
    codes: ['group-parity', 'duplicate-group'],
  },
  {
    code: 'duplicate-rule', behaviour: 'a rule that repeats an earlier one changes nothing and can be removed',
    input: 'User-agent: *\nDisallow: /a\nDisallow: /a\n', at: [3, 1, 3, 13], severity: 'info', fix: true,
  },
  {
    code: 'duplicate-rule', behaviour: 'draft1996: a repeated rule is a duplicate, not a shadow',
    input: 'User-agent: *\nDisallow: /a\nDisallow: /a\n', profile: 'draft1996', at: [3, 1, 3, 13], severity: 'info', fix: true,
  },
  {
    code: 'shadowed-rule', behaviour: 'a longer pattern matching the same URLs always wins',
    input: 'User-agent: *\nDisallow: /a\nDisallow: /a*\n', at: [2, 1, 2, 13], severity: 'warning', fix: false,
  },
  {
    code: 'shadowed-rule', behaviour: 'trailing `*`, and `*$`, change no match: /a**$ matches what /a matches',
    input: 'User-agent: *\nDisallow: /a\nDisallow: /a**$\nDisallow: /a$\n', at: [2, 1, 2, 13], severity: 'warning', fix: false,
  },
  {
    code: 'shadowed-rule', behaviour: 'an allow of the same pattern wins the tie',
    input: 'User-agent: *\nDisallow: /a\nAllow: /a\n', at: [2, 1, 2, 13], severity: 'warning', fix: false,
  },
  {
    code: 'shadowed-rule', behaviour: 'draft1996: a rule an earlier prefix covers never decides',
    input: 'User-agent: *\nDisallow: /a\nAllow: /ab\n', profile: 'draft1996', at: [3, 1, 3, 11], severity: 'warning', fix: false,
  },
  {
    code: 'blocks-everything', behaviour: 'Disallow: / for * blocks the whole site',
    input: 'User-agent: *\nDisallow: /\n', at: [2, 1, 2, 12], severity: 'warning', fix: false,
  },
  {
    code: 'blocks-everything', behaviour: 'Disallow: / for a search crawler other than Googlebot is a note: often meant',
    input: 'User-agent: PetalBot\nDisallow: /\n', at: [2, 1, 2, 12], severity: 'info', fix: false,
  },
  {
    code: 'blocks-resources', behaviour: 'Disallow: /*.css keeps Googlebot from the stylesheets it renders pages with',
    input: 'User-agent: *\nDisallow: /*.css$\n', at: [2, 1, 2, 18], severity: 'warning', fix: false,
  },
  {
    code: 'blocks-resources', behaviour: 'a folder of images blocked is a note: pages render without them',
    input: 'User-agent: *\nDisallow: /images/\n', at: [2, 1, 2, 19], severity: 'info', fix: false,
  },
  {
    code: 'sitemap-blocked', behaviour: 'a sitemap the file itself blocks for Googlebot',
    input: 'User-agent: *\nDisallow: /private/\nSitemap: https://example.com/private/sitemap.xml\n', at: [3, 10, 3, 49], severity: 'warning', fix: false,
  },
  {
    code: 'html-content', behaviour: 'an HTML page served as robots.txt is not a robots.txt',
    input: '<html>\n', at: [1, 1, 1, 7], severity: 'error', fix: false,
    codes: ['html-content', 'unknown-directive'],
  },
  {
    code: 'ai-usage-value', behaviour: 'a Content-Usage value quoted and a label outside the AIPREF vocabulary (vocab-07 §6.4, §6.5)',
    input: 'User-agent: *\nDisallow: /x\nContent-Usage: / train-ai="n", ai-train=n\n', at: [3, 16, 3, 42], severity: 'warning', fix: false,
    codes: ['unused-directive', 'ai-usage-value'],
  },
  {
    code: 'ai-usage-value', behaviour: 'a Content-Usage statement that is no Structured Fields Dictionary (an upper-case label, vocab-07 §6.5.1)',
    input: 'User-agent: *\nDisallow: /x\nContent-Usage: Train-AI=n\n', at: [3, 16, 3, 26], severity: 'warning', fix: false,
    codes: ['unused-directive', 'ai-usage-value'],
  },
  {
    code: 'ai-line-outside-group', behaviour: 'a Content-Signal line before any User-agent line reaches no crawler (contentsignals.org: it belongs to a group)',
    input: 'Content-Signal: ai-train=no\nUser-agent: *\nDisallow: /x\n', at: [1, 1, 1, 28], severity: 'warning', fix: false,
    codes: ['unused-directive', 'ai-line-outside-group'],
  },
  {
    code: 'content-signal-unread', behaviour: 'a Content-Signal line in a group whose token names no crawler of the registry',
    input: 'User-agent: NoSuchBot\nContent-Signal: search=no\nDisallow: /x\n', at: [2, 1, 2, 26], severity: 'warning', fix: false,
    codes: ['unused-directive', 'content-signal-unread'],
  },
  {
    code: 'ai-usage-value', behaviour: 'a Content-Signal name no reader knows (ai_train for ai-train)',
    input: 'User-agent: *\nDisallow: /x\nContent-Signal: search=yes, ai_train=no\n', at: [3, 17, 3, 40], severity: 'warning', fix: false,
    codes: ['unused-directive', 'ai-usage-value'],
  },
  {
    code: 'license-url', behaviour: 'an RSL licence that is not an absolute URL',
    input: 'License: /license.xml\nUser-agent: *\nDisallow: /x\n', at: [1, 10, 1, 22], severity: 'warning', fix: false,
    codes: ['unused-directive', 'license-url'],
  },
  {
    code: 'ai-train-unenforced', behaviour: 'ai-train=no in a file that lets every AI-training crawler fetch everything',
    input: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n', at: [2, 1, 2, 40], severity: 'info', fix: false,
    codes: ['unused-directive', 'ai-train-unenforced'],
  },
];
