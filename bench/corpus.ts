/**
 * The real-corpus sweep: every robots.txt of the corpus parsed and checked once, bytes in, as a
 * crawler or a CLI meets them one after another. Real files are small and many, so a per-file
 * fixed cost (allocations, tables sized for big files, work only diagnostics need) shows here
 * and not on the generated 500 KiB file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import robotsParser from 'robots-parser';
import { checkUrl, parseRobots, SIZE_LIMIT_BYTES } from '../src/core/index.ts';
import { median, sampleTurnsMs } from './stats.ts';
import type { Row } from './table.ts';
import { generateUrls } from './urls.ts';

const SMALL = 32 * 1024;
const ROUNDS = 7;
const WARMUP = 3;
const FIRST_CHECK_REPEATS = 3;
const UA = 'Googlebot';

interface CorpusFile {
  name: string;
  bytes: Uint8Array;
  /** The one URL checked: one the file's own rules name, when it has rules. */
  url: string;
}

/** testdata/corpus, plus ../shared/corpus/files when present (by file name: the shared set is the fuller one). */
export function loadCorpus(root: string, origin: string): { files: CorpusFile[]; source: string } {
  const places = [`${root}testdata/corpus/`, `${root}../shared/corpus/files/`].filter((p) => existsSync(p));
  const byName = new Map<string, Uint8Array>();
  for (const dir of places) {
    for (const name of readdirSync(dir)) if (name.endsWith('.txt')) byName.set(name, new Uint8Array(readFileSync(dir + name)));
  }
  const files = [...byName].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, bytes]) => {
    const [url] = generateUrls(new TextDecoder().decode(bytes), 1, name.length, origin);
    return { name, bytes, url };
  });
  return { files, source: places.map((p) => p.replace(root, '')).join(' + ') };
}

/**
 * Milliseconds of one pass over `files` for each side (`runs[0]` on each file, then `runs[1]`):
 * the median of ROUNDS passes after WARMUP, the two sides taking turns, in alternate order, so
 * that both are timed in the same seconds. On the shared VM a pass timed while another process
 * is busy takes up to twice as long (profiled: the engine's JS 2x, the native TextDecoder 1.4x);
 * timing every pass of one side before the other's gave such a spell to one side alone.
 * Three passes of warm-up: the first passes over 516 files still run code being optimised.
 */
function sweepMs(files: CorpusFile[], runs: [(f: CorpusFile) => boolean, (f: CorpusFile) => boolean]): [number, number] {
  let sink = 0;
  const pass = (run: (f: CorpusFile) => boolean) => () => {
    for (const f of files) if (run(f)) sink++;
  };
  // Two sides in rotating order: they alternate which goes first, round by round.
  const [ours, theirs] = sampleTurnsMs([pass(runs[0]), pass(runs[1])], ROUNDS, WARMUP);
  if (sink < 0) console.log(sink);
  return [median(ours), median(theirs)];
}

const ours = (f: CorpusFile): boolean => checkUrl(parseRobots(f.bytes), UA, f.url).allowed;
// Googlebot's verdict reads a file over 500 KiB only to the cut (the parse leaves the rest until
// asked); robots-parser reads it whole. Google's library on the whole file, as robots-parser does:
const oursWhole = (f: CorpusFile): boolean => checkUrl(parseRobots(f.bytes), UA, f.url, { wholeFile: true }).allowed;
// robots-parser takes a string: decoding the bytes is part of its work, as parsing them is of ours.
const decoder = new TextDecoder();
const theirs = (f: CorpusFile): boolean => robotsParser(f.url, decoder.decode(f.bytes)).isAllowed(f.url, UA) ?? true;

function sweepRow(label: string, files: CorpusFile[], source: string, whole = false): Row {
  const [us, them] = sweepMs(files, [whole ? oursWhole : ours, theirs]);
  const kib = Math.round(files.reduce((n, f) => n + f.bytes.length, 0) / 1024);
  const over = files.filter((f) => f.bytes.length > SIZE_LIMIT_BYTES).length;
  const reading = whole ? ', every file read whole (`wholeFile`), as robots-parser reads it' : over > 0 ? `, the ${over} over 500 KiB read to Googlebot's cut` : '';
  return {
    metric: `corpus sweep, ${label}: parse + 1 check each${whole ? ', read whole' : ''}`, unit: 'ms', robotscope: us, robotsParser: them,
    goal: whole ? '' : '≥ 3× faster', pass: whole ? null : them / us >= 3,
    note: `${files.length} files, ${kib} KiB, bytes in (${source})${reading}; median of ${ROUNDS} passes each, taking turns; ${(them / us).toFixed(2)}× robots-parser`,
  };
}

/** The first check of a freshly parsed file, the slowest over the corpus (per file the median of a few fresh parses). */
function firstCheckRow(files: CorpusFile[]): Row {
  let worst = { ms: 0, name: '' };
  let theirWorst = 0;
  for (const f of files) {
    const times: number[] = [];
    const theirTimes: number[] = [];
    for (let k = 0; k < FIRST_CHECK_REPEATS; k++) {
      const parsed = parseRobots(f.bytes);
      const start = process.hrtime.bigint();
      checkUrl(parsed, UA, f.url);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      const rp = robotsParser(f.url, decoder.decode(f.bytes));
      const theirStart = process.hrtime.bigint();
      rp.isAllowed(f.url, UA);
      theirTimes.push(Number(process.hrtime.bigint() - theirStart) / 1e6);
    }
    const ms = median(times);
    if (ms > worst.ms) worst = { ms, name: f.name };
    theirWorst = Math.max(theirWorst, median(theirTimes));
  }
  return {
    metric: 'first check of a parsed file, slowest in the corpus', unit: 'ms', robotscope: worst.ms, robotsParser: theirWorst,
    goal: '≤ 1 ms', pass: worst.ms <= 1, note: `slowest: ${worst.name}; per file the median of ${FIRST_CHECK_REPEATS} fresh parses`,
  };
}

export function corpusRows(root: string, origin: string): Row[] {
  const { files, source } = loadCorpus(root, origin);
  if (files.length === 0) {
    return [{ metric: 'corpus sweep', unit: 'ms', robotscope: null, robotsParser: null, goal: '≥ 3× faster', pass: null, note: 'skipped: no corpus found' }];
  }
  return [
    sweepRow('all files', files, source),
    sweepRow('all files', files, source, true),
    sweepRow('files < 32 KiB', files.filter((f) => f.bytes.length < SMALL), source),
    firstCheckRow(files),
  ];
}
