/**
 * Names in a sentence: "bingbot", "bingbot and GPTBot", "bingbot, GPTBot and ClaudeBot". By hand,
 * not Intl.ListFormat: a page's first Intl format loads locale data (see countText.ts).
 */
export function andList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The first letter in capitals: a clause that starts a sentence. */
export const upperFirst = (s: string): string => (s === '' ? s : `${s[0].toUpperCase()}${s.slice(1)}`);
