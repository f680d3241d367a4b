import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheManifest } from './serviceWorker.ts';

let dir = '';
afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

describe('precacheManifest', () => {
  it('lists every file a page loads, in subfolders too, and leaves out the worker and _headers', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precache-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'icons'));
    await writeFile(join(dir, 'index.html'), '<!doctype html>');
    await writeFile(join(dir, 'assets', 'index-abc.js'), 'x');
    await writeFile(join(dir, 'icons', 'icon-192.png'), 'png');
    await writeFile(join(dir, 'manifest.webmanifest'), '{}');
    await writeFile(join(dir, 'sw.js'), 'worker');
    await writeFile(join(dir, '_headers'), '/*');
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), '{}');
    const urls = (await precacheManifest(dir)).map((e) => e.url);
    expect(urls).toEqual(['assets/index-abc.js', 'icons/icon-192.png', 'index.html', 'manifest.webmanifest']);
  });

  it('gives a file a new revision when, and only when, its content changes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precache-'));
    await writeFile(join(dir, 'index.html'), 'one');
    await writeFile(join(dir, 'a.js'), 'same');
    const first = await precacheManifest(dir);
    await writeFile(join(dir, 'index.html'), 'two');
    const second = await precacheManifest(dir);
    expect(second.find((e) => e.url === 'a.js')).toEqual(first.find((e) => e.url === 'a.js'));
    expect(second.find((e) => e.url === 'index.html')!.revision).not.toBe(first.find((e) => e.url === 'index.html')!.revision);
  });
});
