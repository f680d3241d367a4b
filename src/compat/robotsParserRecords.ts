/**
 * The lines Google ignores, read as robots-parser 3.x reads them, for the drop-in's
 * getCrawlDelay, getSitemaps and getPreferredHost. Google's parser has no answer for these
 * (it reads no Crawl-delay or Host, and groups a `User-agent` line after a `Crawl-delay` line
 * with the group above), so the answer robots-parser's callers rely on is robots-parser's own:
 * - a line is cut at its first `#`, split at its first `:` (no colon: ignored), key and value
 *   trimmed, the key compared in lower case;
 * - a `user-agent` line after any other line starts a new list of user-agents; the name is
 *   lower-cased and cut at its first `/` (`Bot/1.0` is `bot`); an empty one names nobody;
 * - `crawl-delay` sets the delay of every user-agent in the list (the last one wins; a value
 *   that is not a number is ignored, an empty one is 0, as robots-parser's `Number(null)`);
 *   `allow`/`disallow` only make the list's user-agents known (a known user-agent never falls
 *   back to `*`);
 * - `sitemap` and `host` count anywhere, when not empty; `host` lower-cased, the last one wins.
 */

export interface RobotsParserRecords {
  /** Per user-agent as robots-parser names it: its crawl delay, or undefined when it has none. */
  agents: Map<string, number | undefined>;
  sitemaps: string[];
  host: string | null;
}

/** robots-parser's name for a user-agent: lower case, cut at the first `/`, trimmed. */
export function agentKey(ua: string): string {
  const lower = ua.toLowerCase();
  const slash = lower.indexOf('/');
  return (slash < 0 ? lower : lower.slice(0, slash)).trim();
}

/** The file's key/value lines as robots-parser splits them. */
function* keyValues(contents: string): Generator<[key: string, value: string]> {
  for (const raw of contents.split(/\r\n|\r|\n/)) {
    const hash = raw.indexOf('#');
    const line = hash < 0 ? raw : raw.slice(0, hash);
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    if (key !== '') yield [key, line.slice(colon + 1).trim()];
  }
}

export function readRobotsParserRecords(contents: string): RobotsParserRecords {
  const out: RobotsParserRecords = { agents: new Map(), sitemaps: [], host: null };
  let agents: string[] = [];
  let afterOther = true;
  for (const [key, value] of keyValues(contents)) {
    if (key === 'user-agent') {
      if (afterOther) agents = [];
      if (value !== '') agents.push(agentKey(value));
    } else if (key === 'allow' || key === 'disallow') {
      for (const a of agents) if (!out.agents.has(a)) out.agents.set(a, undefined);
    } else if (key === 'crawl-delay') {
      const delay = Number(value);
      for (const a of agents) out.agents.set(a, Number.isNaN(delay) ? out.agents.get(a) : delay);
    } else if (key === 'sitemap' && value !== '') out.sitemaps.push(value);
    else if (key === 'host' && value !== '') out.host = value.toLowerCase();
    afterOther = key !== 'user-agent';
  }
  return out;
}
