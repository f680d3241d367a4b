/**
 * The real robots.txt files the browser tests open: testdata/corpus (505 files, and the seven
 * biggest gzip-compressed as NAME.gz, all in the repository), plus the full shared corpus when
 * it is there (../shared/corpus/files beside the repository, or ROBOTSCOPE_CORPUS_DIR), which
 * adds the few files too binary to keep in the repository. In folder order, each name once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const REPO = fileURLToPath(new URL('..', import.meta.url));

export interface CorpusFile {
  name: string;
  path: string;
}

function folders(): string[] {
  const shared = process.env.ROBOTSCOPE_CORPUS_DIR ?? join(REPO, '..', 'shared', 'corpus', 'files');
  return [join(REPO, 'testdata', 'corpus'), shared].filter((dir) => existsSync(dir));
}

export function corpusFiles(): CorpusFile[] {
  const byName = new Map<string, CorpusFile>();
  for (const dir of folders()) {
    for (const file of readdirSync(dir)) {
      const name = file.replace(/\.gz$/, '');
      if (name.endsWith('.txt') && !byName.has(name)) byName.set(name, { name, path: join(dir, file) });
    }
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Crashed the tab (0009, 0010 after it), lost bytes (0009, 0011, 0023, 0064), stalled (0360,
 * 0362, 0464; 0357 and 0463, binary data like 0360; 0061, 0341 and 0471, the biggest, are 1 mod 10).
 */
const HARD = ['0009', '0010', '0011', '0023', '0064', '0357', '0360', '0362', '0463', '0464'];

/**
 * The files a run opens: every one when `whole`, else a CI-sized subset, every file numbered
 * 1 mod 10 plus the files that once crashed, stalled or lost bytes.
 */
export function chosenCorpusFiles(whole: boolean): CorpusFile[] {
  const files = corpusFiles();
  if (whole) return files;
  return files.filter((f) => Number(f.name.slice(0, 4)) % 10 === 1 || HARD.includes(f.name.slice(0, 4)));
}

/** The file's bytes (a `.gz` one unpacked). */
export function readCorpusFile(file: CorpusFile): Buffer {
  const bytes = readFileSync(file.path);
  return file.path.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

/** A small deterministic generator (mulberry32), so a failing fuzz case can be run again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
