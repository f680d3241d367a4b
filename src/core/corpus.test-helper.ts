/**
 * The real robots.txt files of testdata/corpus, read as raw bytes. Files over a megabyte or so
 * are stored gzip-compressed (`NAME.gz`, see testdata/conformance/README.md): the seven files
 * past the 500 KiB limit that the size-limit cases need weigh 11 MB as they are and 3.3 MB
 * compressed, and a test gets the same bytes either way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const REPO_CORPUS = fileURLToPath(new URL('../../testdata/corpus/', import.meta.url));

/** The bytes of corpus file `name` (e.g. `0341_www.xuexi.cn.txt`), from `name` or `name.gz`. */
export function readCorpusFile(name: string, dir = REPO_CORPUS): Uint8Array {
  const plain = join(dir, name);
  if (existsSync(plain)) return new Uint8Array(readFileSync(plain));
  return new Uint8Array(gunzipSync(readFileSync(plain + '.gz')));
}

/** The names of the corpus files in `dir`, compressed ones under their plain name, sorted. */
export function corpusFileNames(dir = REPO_CORPUS): string[] {
  const names = readdirSync(dir).filter((f) => f.endsWith('.txt') || f.endsWith('.txt.gz')).map((f) => f.replace(/\.gz$/, ''));
  return [...new Set(names)].sort();
}
