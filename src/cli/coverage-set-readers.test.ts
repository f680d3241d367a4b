/**
 * `robotscope coverage` on URL sets a person saves in ways the readers once misread without a
 * word (tester3's F1, F2, F3, F5, F9): each is read as the page reads it, or refused with a clear
 * message and exit 2; never a rule called dead on a misreading.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok/\nDisallow: /*.pdf$\n';

describe('robotscope coverage reads URL sets as saved', () => {
  it('reads a ";"-separated export by its Address column: /doc.pdf is blocked by line 4, not a dead rule', async () => {
    const csv = 'Address;Content Type;Status Code\nhttps://www.example.com/;text/html; charset=UTF-8;200\nhttps://www.example.com/doc.pdf;application/pdf;200\n';
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'crawl.csv': csv });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'crawl.csv'), '--ua', 'ClaudeBot', '--json']);
    expect(run.code).toBe(0);
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 2, notChecked: 0 });
    expect(c.deadRules).not.toContainEqual({ line: 4, rule: 'Disallow: /*.pdf$' });
    expect(c.rules.find((r: { line: number }) => r.line === 4).decides[0].examples[0].url).toBe('https://www.example.com/doc.pdf');
  });
});
