/** Files over Googlebot's 500 KiB limit, for the tests of what is read of them. */

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
