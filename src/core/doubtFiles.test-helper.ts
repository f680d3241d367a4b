/** Files whose crawlers' answers are in doubt for a reason other than Google's leniency (issue 29). */

/**
 * A file over 500 KiB for GPTBot and bingbot: a misspelt `Disalow: /typo` on line 3, then line
 * `cutLine`, `Disallow: /private-docs/`, holding byte 512,000 after `/priv`, then `Disallow: /beyond` past it.
 */
export function overTheLimit(): { text: string; cutLine: number } {
  const head = 'User-agent: GPTBot\nUser-agent: bingbot\nDisalow: /typo\n';
  const before = 512_000 - head.length - 2 - 'Disallow: /priv'.length; // '#' and '\n' around the filler
  const text = `${head}#${'x'.repeat(before)}\nDisallow: /private-docs/\nDisallow: /beyond\n`;
  return { text, cutLine: 5 };
}

/** A rule with a %-escape of an unreserved character (%70 is p), for bingbot on line 2 and GPTBot on line 5 (issue 29). */
export const PERCENT = 'User-agent: bingbot\nDisallow: /%70rivate\n\nUser-agent: GPTBot\nDisallow: /%70rivate\n';

/** A file of `bytes` bytes whose `User-agent: Yandex` group has `Disallow: /private` on line 2; the rest comments. */
export function yandexFileOf(bytes: number): string {
  const head = 'User-agent: Yandex\nDisallow: /private\n';
  return `${head}#${'x'.repeat(bytes - head.length - 2)}\n`;
}

/**
 * A file over 500 KiB, all one `*` group, as corpus 0055 (docs.oracle.com): `head`'s lines, a comment
 * to fill, then line `cutLine`, `Disallow: /html/E12243_01/`, holding byte 512,000 after `/html/E`,
 * then `tail` (no line break after the last line). For crawlers read as Google: Googlebot's cut.
 */
export function cutInsideRule(head = 'User-agent: *\n', tail = '\nDisallow: /beyond'): { text: string; cutLine: number } {
  const before = 512_000 - head.length - 2 - 'Disallow: /html/E'.length; // '#' and '\n' around the filler
  const text = `${head}#${'x'.repeat(before)}\nDisallow: /html/E12243_01/${tail}`;
  return { text, cutLine: head.split('\n').length + 1 };
}
