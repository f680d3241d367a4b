/**
 * "This rule repeats line N; it changes nothing" must hold for every crawler, not only under the
 * reading that found the repeat: on every file of the corpus, removing every duplicate rule the
 * diagnostics report under any profile changes no verdict under any profile on the paths of
 * those rules (dbs.com's `Dissallow` and `Disallow` twins: removing the `Disallow` freed every
 * crawler not read as Google).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits, checkUrl, diagnose, fixAllEdits, parseRobots, PROFILES, type ParsedRobots } from '../index.ts';

const DIR = new URL('../../../testdata/corpus/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort();

/** The crawlers a file names, and one it does not (for `*`). */
function agentsOf(parsed: ParsedRobots): string[] {
  return [...new Set(parsed.groups.flatMap((g) => g.userAgents.map((u) => u.token)).filter((t) => t !== '*' && t !== '')), 'OtherBot'];
}

/** A rule's value as a path it matches: its wildcards made literal, a final `$` dropped. */
function pathOf(value: string): string {
  const path = value.trim().replace(/\$$/, '').replace(/\*/g, 'x');
  return path.startsWith('/') ? path : `/${path}`;
}

function verdicts(text: string, agents: string[], paths: string[]): string[] {
  return PROFILES.flatMap((profile) => {
    const parsed = parseRobots(text, { profile });
    return agents.flatMap((agent) => paths.map((path) => `${profile} ${agent} ${path}: ${checkUrl(parsed, agent, `https://example.com${path}`).allowed}`));
  });
}

describe('duplicate-rule fixes on the corpus', () => {
  it('removing every duplicate rule found under any profile changes no verdict under any profile', () => {
    let files = 0;
    for (const name of FILES) {
      const text = readFileSync(new URL(name, DIR), 'utf8');
      for (const profile of PROFILES) {
        const parsed = parseRobots(text, { profile });
        const diagnostics = diagnose(parsed);
        const duplicates = diagnostics.filter((d) => d.code === 'duplicate-rule' && d.fix);
        if (duplicates.length === 0) continue;
        files++;
        const paths = [...new Set(duplicates.map((d) => pathOf(text.slice(parsed.lines.valueFrom[d.line - 1], parsed.lines.valueTo[d.line - 1]))))];
        const agents = agentsOf(parsed);
        const edits = fixAllEdits(diagnostics, 'duplicate-rule');
        expect(edits, `${name} ${profile}`).not.toBeNull();
        const fixed = applyEdits(text, edits!);
        const was = verdicts(text, agents, paths);
        const changed = verdicts(fixed, agents, paths).filter((v, i) => v !== was[i]);
        expect(changed, `${name}, duplicates found under ${profile}`).toEqual([]);
      }
    }
    // The corpus has files with duplicate rules, dbs.com's among them.
    expect(files).toBeGreaterThan(20);
  }, 120_000);
});
