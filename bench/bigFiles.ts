/**
 * The generated files the corpus run opens after the real ones (e2e/corpus.spec.ts and the
 * CPU-task benchmark, bench/cpu-tasks.mjs): far bigger than any real robots.txt.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusFile } from '../e2e/corpus-files.ts';
import { generateRobotsTxt } from './generate.ts';

const MB = 1024 * 1024;

/**
 * Files far bigger than any real one, written to `dir`: 10 MB of rules outside any group (a line
 * mark each), 10 MB of groups (bench/generate.ts's file over and over), one 8 MB rule, and both
 * kinds again at 31 MB, just under the 32 MB the app opens (app/files.ts).
 */
export function generatedFiles(dir: string): CorpusFile[] {
  mkdirSync(dir, { recursive: true });
  const groups = generateRobotsTxt();
  const files: [string, string][] = [
    ['generated-10MB-rules-outside-groups.txt', 'Disallow: /some/path/xxxxxxxxxxxxxxxxxxxx\n'.repeat(250_000)],
    ['generated-10MB-groups.txt', groups.repeat(Math.ceil((10 * MB) / groups.length))],
    ['generated-8MB-rule.txt', `User-agent: *\nDisallow: /${'*'.repeat(8 * MB)}\n`],
    ['generated-31MB-rules-outside-groups.txt', 'Disallow: /some/path/xxxxxxxxxxxxxxxxxxxx\n'.repeat(770_000)],
    ['generated-31MB-groups.txt', groups.repeat(Math.floor((31 * MB) / groups.length))],
  ];
  return files.map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return { name, path };
  });
}
