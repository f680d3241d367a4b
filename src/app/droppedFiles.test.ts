import { describe, expect, it } from 'vitest';
import { dropIsUrlSets, folderSetFiles } from './droppedFiles.ts';

const named = (...names: string[]) => names.map((name) => ({ name, blob: new Blob([]) }));

describe('dropIsUrlSets', () => {
  it('opens one robots.txt dropped on the page in the editor, as before', () => {
    expect(dropIsUrlSets(['robots.txt'], false, false)).toBe(false);
  });
  it('reads sitemaps, exports, several files, a folder, or anything dropped on the URL area as URL sets', () => {
    expect(dropIsUrlSets(['sitemap.xml.gz'], false, false)).toBe(true);
    expect(dropIsUrlSets(['Table.csv'], false, false)).toBe(true);
    expect(dropIsUrlSets(['a.txt', 'b.txt'], false, false)).toBe(true);
    expect(dropIsUrlSets(['site'], false, true)).toBe(true);
    expect(dropIsUrlSets(['urls.txt'], true, false)).toBe(true);
  });
  it('reads a server log (Apache access_log, nginx access.log) and an operator\'s IP-range file (googlebot.json) dropped anywhere as URL sets', () => {
    for (const name of ['access_log', 'logs/access.log', 'access.log.1', 'www-access.log', 'googlebot.json']) expect(dropIsUrlSets([name], false, false)).toBe(true);
    expect(dropIsUrlSets(['robots.txt'], false, false)).toBe(false);
  });
});

describe('folderSetFiles', () => {
  it('keeps a folder’s sitemaps, exports and text lists in name order, not its robots.txt or other files', () => {
    const files = named('site/sitemap_index.xml', 'site/robots.txt', 'site/a.xml.gz', 'site/make.mjs', 'site/logo.png', 'site/urls.txt', 'site/Table.csv');
    expect(folderSetFiles(files).map((f) => f.name)).toEqual(['site/Table.csv', 'site/a.xml.gz', 'site/sitemap_index.xml', 'site/urls.txt']);
  });
});
