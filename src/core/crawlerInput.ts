/**
 * What a person may name as a crawler (issue 23 §3): a product token (`GPTBot`), a product
 * (`Googlebot/2.1`), a whole User-Agent header, or `*`. Anything else pasted into the crawler
 * field (a robots.txt line, a URL, a few loose words) would become a crawler no robots.txt
 * names, checked against the `*` group with a confident answer: it is refused with the reason.
 */
import { readUserAgent } from './userAgent.ts';

/** A `key:` at the start, as a robots.txt line or a header line begins (not a URL's `scheme://`). */
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_-]*)[ \t]*:(?!\/\/)[ \t]*(.*)$/s;

/** Why `input` names no crawler, or '' when it names one (or is empty: nothing to add). */
export function whyNotCrawler(input: string): string {
  const t = input.trim();
  if (t === '') return '';
  const key = KEY_LINE.exec(t);
  if (key) {
    if (key[1].toLowerCase() !== 'user-agent') return `a robots.txt ${key[1]}: line, not a crawler: name a crawler (Googlebot) or paste its User-Agent header.`;
    const named = readUserAgent(key[2]).token;
    return `a User-agent line: add the crawler${named ? ` alone, ${named}` : ' it names'}, without "${key[1]}:".`;
  }
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(t) || t[0] === '/') return 'a URL or a path, not a crawler: it belongs in the URL list.';
  const reading = readUserAgent(t);
  if (reading.how === 'global' || reading.how === 'registry') return '';
  if (reading.token === '') return `no crawler name: Google reads a name of letters, "-" and "_" (Googlebot, GPTBot).`;
  // One word is a token; several are a header only with a product (`Name/1.0`) or a comment.
  if (/\s/.test(t) && !/[/(]/.test(t)) {
    return `"${t.length > 40 ? `${t.slice(0, 39)}…` : t}" is neither a crawler's name (one word, as Googlebot) nor a User-Agent header (Name/1.0 (comment)): add one name at a time, or paste the whole header.`;
  }
  return '';
}

/**
 * The crawlers a person named at once. A list (`Googlebot-Image, YandexImages`: commas,
 * semicolons or line breaks, as a spreadsheet column or `--ua A,B` gives them) is each of its
 * names; read whole, it was one crawler, the first name's, and the others were lost without a
 * word. A User-Agent header keeps its commas inside its comments (`(KHTML, like Gecko)`), so text
 * with a `(` is one header. `why` is the first refused name's reason (whyNotCrawler), or ''.
 */
export function readCrawlerNames(input: string): { names: string[]; why: string } {
  const parts = input.includes('(') ? [input.trim()] : input.split(/[,;\r\n]/).map((p) => p.trim()).filter((p) => p !== '');
  for (const p of parts) {
    const why = whyNotCrawler(p);
    if (why) return { names: [], why: parts.length > 1 ? `${p}: ${why}` : why };
  }
  return { names: parts, why: '' };
}
