/**
 * The vocabulary is the one table of keys: the lexer's classification, the misspelling check,
 * the "unused directive" words and the registry-backed answers all come from it. The editor's
 * side of the same proof (colours, completion, hover) is in src/editor/vocabulary.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { classifyKey, DIRECTIVES, KNOWN_OTHER_RECORDS } from './directives.ts';
import { sayText, diagnose, parseRobots } from './index.ts';
import { google } from './profiles/google.ts';
import { REGISTRY } from './registry/registry.ts';
import { crawlersHonouring, honours } from './honours.ts';
import { KEYS } from './keys.ts';
import { keyInfo, purposeGroup, VOCABULARY } from './vocabulary.ts';

describe('the one vocabulary of keys', () => {
  it('has its words for every key the parser reads (keys.ts), in the order Google tries them', () => {
    expect(VOCABULARY.map((k) => [k.name, k.role, k.typos])).toEqual(KEYS.map((k) => [k.name, k.role, k.typos]));
    for (const k of VOCABULARY) {
      for (const words of [k.summary, k.meaning, k.reference, k.google, k.honours, k.snippet]) expect(words.length, k.name).toBeGreaterThan(3);
      expect(k.snippet.startsWith(`${k.name}: `), k.name).toBe(true);
    }
  });

  it('completes a key with its colon and empty fields, never a value the person did not type', () => {
    // `Disallow: ${/}` left `Disallow: /`, which blocks every URL, when the person pressed Escape.
    for (const k of VOCABULARY) expect(k.snippet.match(/\$\{[^}]*\}/g)?.filter((f) => f !== '${}') ?? [], k.name).toEqual([]);
    expect(keyInfo('Disallow')!.snippet).toBe('Disallow: ${}');
    expect(keyInfo('Content-Signal')!.snippet).toBe('Content-Signal: search=${}, ai-input=${}, ai-train=${}');
  });

  it('is where the lexer learns every directive and every ignored key', () => {
    expect(DIRECTIVES.map((d) => d.name)).toEqual(VOCABULARY.filter((k) => k.role === 'directive').map((k) => k.name));
    expect(new Set(KNOWN_OTHER_RECORDS)).toEqual(new Set(VOCABULARY.filter((k) => k.role !== 'directive').map((k) => k.name.toLowerCase())));
    for (const k of VOCABULARY) {
      expect(classifyKey(k.name, google.keys), k.name).toMatchObject({ spelling: k.role === 'directive' ? 'exact' : 'none' });
      expect(classifyKey(k.name, google.keys).kind, k.name).toBe(k.role === 'directive' ? k.name.toLowerCase() : 'unused');
    }
  });

  it('gives each accepted misspelling to its directive, and the linter names that directive', () => {
    for (const k of VOCABULARY) {
      for (const typo of k.typos) {
        expect(classifyKey(typo, google.keys), typo).toMatchObject({ kind: k.name.toLowerCase(), spelling: 'typo' });
        const d = diagnose(parseRobots(`User-agent: *\n${typo}: /x\n`)).find((x) => x.code === 'misspelled-directive');
        expect(sayText(d!.say), typo).toContain(`"${k.name}"`);
      }
    }
  });

  it('says in the linter\'s words who honours each ignored key, as the table says', () => {
    for (const k of VOCABULARY.filter((v) => v.role !== 'directive')) {
      const d = diagnose(parseRobots(`User-agent: *\n${k.name}: 1\nDisallow: /x\n`)).find((x) => x.code === 'unused-directive');
      expect(sayText(d!.say), k.name).toContain(k.honours);
    }
  });

  it('answers per crawler from the registry: robots.txt for the directives, crawlDelay for Crawl-delay', () => {
    const disallow = keyInfo('disallow')!;
    const delay = keyInfo('CRAWL-DELAY')!;
    for (const c of REGISTRY) {
      expect(honours(disallow, c) === 'yes', c.token).toBe(c.robots === 'yes');
      expect(honours(delay, c), c.token).toBe(c.crawlDelay === null ? 'unknown' : c.crawlDelay ? 'yes' : 'no');
    }
    const byDelay = crawlersHonouring(delay)!;
    expect(byDelay.yes.map((c) => c.token)).toContain('bingbot');
    expect(byDelay.no.map((c) => c.token)).toContain('Googlebot');
    expect(crawlersHonouring(keyInfo('Content-Signal')!)).toBeNull();
  });

  it('groups registry purposes into the sections completion shows', () => {
    expect(purposeGroup('search/shopping')).toBe('search');
    expect(purposeGroup('ai-training/dataset')).toBe('ai-training');
    expect(purposeGroup('user-triggered')).toBe('user-triggered');
    expect(purposeGroup('seo-tool')).toBe('other');
  });
});
