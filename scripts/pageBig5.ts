/**
 * The page's build without the engine's Big5 table (src/core/big5Index.ts: 23.7 kB, 14.2 kB gzip).
 * The table holds the Big5 rows where browsers' and Node's decoders part (Hong Kong's HKSCS
 * letters, the control pictures, the user-defined rows), as browsers read them; the page runs in
 * a browser, whose own decoder reads them so, and core big5.ts asks it there once it has seen it
 * read a pair of each part as the index does. The table would sit in the page's first chunk
 * (the editor names a file's encodings at once) for the few files that need it. The CLI, the
 * package and the tests keep it.
 */
import type { Plugin } from 'vite';
import { rewriteForPage } from './pageFile.ts';

export const BIG5_INDEX_FILE = 'src/core/big5Index.ts';

/** The table module as the page gets it: no rows. */
export const PAGE_BIG5_INDEX = 'export const BIG5_INDEX_ROWS = {};\n';

export function big5ForPage(): Plugin {
  return rewriteForPage('robotscope:big5-for-page', BIG5_INDEX_FILE, () => PAGE_BIG5_INDEX);
}
