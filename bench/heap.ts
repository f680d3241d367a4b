/**
 * Memory held by parsed 500 KiB files (JS heap and typed-array buffers), for one subject.
 * Run as a child with the gc exposed:
 *   node --expose-gc --import tsx bench/heap.ts robotscope|robots-parser [COUNT]
 * Prints JSON: {subject, count, bytesPerParse}. core.bench.ts spawns it for each subject, so one
 * subject's garbage never counts against the other.
 */
import robotsParser from 'robots-parser';
import { parseRobots } from '../src/core/index.ts';
import { generateRobotsTxt } from './generate.ts';

type Subject = 'robotscope' | 'robots-parser';

const PARSERS: Record<Subject, (text: string) => unknown> = {
  robotscope: (text) => parseRobots(text),
  'robots-parser': (text) => robotsParser('https://www.example.com/robots.txt', text),
};

function collect(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (let i = 0; i < 3; i++) gc();
  // A parse keeps its line and rule columns in typed arrays, whose bytes live outside the JS
  // heap (arrayBuffers): they count as much as the heap's objects.
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function measure(subject: Subject, count: number): number {
  const text = generateRobotsTxt();
  const parse = PARSERS[subject];
  parse(text); // warm up: compiled code and lazily built tables are not per-file cost
  const kept: unknown[] = [];
  const before = collect();
  for (let i = 0; i < count; i++) kept.push(parse(text));
  const after = collect();
  if (kept.length !== count) throw new Error('unreachable');
  return (after - before) / count;
}

const subject = (process.argv[2] ?? 'robotscope') as Subject;
if (!(subject in PARSERS)) throw new Error(`unknown subject ${subject}`);
const count = Number(process.argv[3] ?? 10);
console.log(JSON.stringify({ subject, count, bytesPerParse: measure(subject, count) }));
