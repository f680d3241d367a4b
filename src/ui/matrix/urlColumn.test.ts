import { describe, expect, it } from 'vitest';
import { urlColumn } from './urlColumn.ts';

describe('urlColumn', () => {
  it('says the one site once and shows each URL by its path and query', () => {
    const c = urlColumn(['https://www.ebay.com/itm/1?x=2', 'https://www.ebay.com', '/b/c', 'HTTPS://WWW.EBAY.COM/p']);
    expect(c.origin).toBe('https://www.ebay.com');
    expect(['https://www.ebay.com/itm/1?x=2', 'https://www.ebay.com', '/b/c', 'HTTPS://WWW.EBAY.COM/p'].map(c.shown)).toEqual(['/itm/1?x=2', '/', '/b/c', '/p']);
  });

  it('keeps whole URLs when the list holds several sites, or ports', () => {
    for (const list of [['https://a.com/x', 'https://b.com/x'], ['https://a.com/x', 'https://a.com:8443/x'], ['http://a.com/', 'https://a.com/']]) {
      const c = urlColumn(list);
      expect(c.origin).toBeNull();
      expect(list.map(c.shown)).toEqual(list);
    }
  });

  it('has no site to say for a list of paths alone', () => {
    const c = urlColumn(['/a', '/b?c']);
    expect(c.origin).toBeNull();
    expect(c.shown('/a')).toBe('/a');
  });
});
