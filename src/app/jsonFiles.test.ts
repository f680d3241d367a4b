/**
 * A file opened with one kind's own button goes where its content says (issue 25 §1): before,
 * an expectations file picked with Open suite was refused as a broken suite, and a suite picked
 * with Import expectations as a broken expectations file.
 */
import { describe, expect, it } from 'vitest';
import { openJsonAs, routeJson, type ButtonKind } from './jsonFiles.ts';

const SUITE = JSON.stringify({ format: 'robotscope-suite', version: 1, expectations: [] });
const EXPECTATIONS = JSON.stringify({ robotscope: 'expectations', version: 1, expectations: [] });
const RANGES = JSON.stringify({ creationTime: '2026-11-01', prefixes: [{ ipv4Prefix: '66.249.64.0/27' }] });

/** Which opener took the file. */
async function opened(name: string, text: string, expected: ButtonKind): Promise<string[]> {
  const took: string[] = [];
  const to = (kind: string) => async (file: File) => { took.push(`${kind}:${file.name}`); };
  await openJsonAs(new File([text], name), expected, { suite: to('suite'), expectations: to('expectations'), ranges: to('ranges') });
  return took;
}

describe('openJsonAs', () => {
  it('opens each kind where its content says, whichever button picked it', async () => {
    for (const button of ['suite', 'expectations'] as const) {
      expect(await opened('s.json', SUITE, button)).toEqual(['suite:s.json']);
      expect(await opened('e.json', EXPECTATIONS, button)).toEqual(['expectations:e.json']);
      expect(await opened('e.json', '[{"url": "/a", "crawler": "Googlebot", "expect": "allowed"}]', button)).toEqual(['expectations:e.json']);
      expect(await opened('googlebot.json', RANGES, button)).toEqual(['ranges:googlebot.json']);
    }
  });

  it('gives any other file to the button\'s own reader, which says what is wrong with it', async () => {
    for (const button of ['suite', 'expectations'] as const) {
      expect(await opened('package.json', '{"name": "shop"}', button)).toEqual([`${button}:package.json`]);
      expect(await opened('notes.txt', 'User-agent: *', button)).toEqual([`${button}:notes.txt`]);
      expect(await opened('broken.json', '{"format": "robotscope-su', button)).toEqual([`${button}:broken.json`]);
    }
  });
});

describe('routeJson', () => {
  it('passes a .json file that cannot be read on to the sets\' reader, which says so, rather than calling it JSON of no known kind', async () => {
    // A file moved or deleted after it was chosen: reading it fails (NotFoundError in the browser).
    const gone = new Blob(['{}']);
    gone.slice = () => ({ text: () => Promise.reject(new DOMException('gone', 'NotFoundError')) }) as unknown as Blob;
    const said: string[] = [];
    const note = (kind: string) => async (file: File) => { said.push(`${kind}:${file.name}`); };
    const rest = await routeJson([{ name: 'googlebot.json', blob: gone }], {
      suite: note('suite'), expectations: note('expectations'), unknown: (name) => { said.push(`unknown:${name}`); },
    });
    expect(said).toEqual([]);
    expect(rest.map((f) => f.name)).toEqual(['googlebot.json']);
  });
});
