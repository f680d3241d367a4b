/** The Host a log's requests are put on when the person has typed none (walk20 §4). */
import { describe, expect, it } from 'vitest';
import type { DocStats } from '../worker/protocol.ts';
import { createRobotsStore, fileHost, logHost, logHostFromSitemaps, setInputs, setResults, setSets } from './store.ts';

const stats = (sitemapSite: string): DocStats => ({
  lineCount: 30, ruleCount: 18, groupCount: 3, sitemapCount: 6, sitemapSite, byteLength: 1024, sizeLimitLine: 0, sizeLimitApplies: false, kindsCut: 0,
});

describe('the Host of the logs', () => {
  it('is never the URL list\'s site (the example\'s, until a log replaces it): with no site the file names, it is empty', () => {
    const store = createRobotsStore();
    setResults(store, { list: { ...store.getState().results.list, site: { origin: 'https://www.example.com', from: 'list' } }, stats: stats('') });
    expect(logHost(store.getState())).toBe('');
  });

  it('is the site the robots.txt\'s Sitemap lines all name, a host alone for https', () => {
    const store = createRobotsStore();
    setResults(store, { list: { ...store.getState().results.list, site: { origin: 'https://www.example.com', from: 'list' } }, stats: stats('https://www.nytimes.com') });
    expect(logHost(store.getState())).toBe('www.nytimes.com');
    setResults(store, { stats: stats('http://shop.example.org:8080') });
    expect(logHost(store.getState())).toBe('http://shop.example.org:8080');
  });

  it('is the fetched file\'s site or the Origin field\'s before the Sitemap lines\', and what the person typed before any', () => {
    const store = createRobotsStore();
    setResults(store, { stats: stats('https://www.nytimes.com') });
    setInputs(store, { origin: 'https://www.ebay.com' });
    expect(logHost(store.getState())).toBe('www.ebay.com');
    setSets(store, { logHost: 'www.ebay.co.uk' });
    expect(logHost(store.getState())).toBe('www.ebay.co.uk');
    setSets(store, { logHost: '' });
    expect(logHost(store.getState())).toBe('');
  });

  it('is said to be guessed only when it comes from the Sitemap lines (review21 L9)', () => {
    const store = createRobotsStore();
    setResults(store, { stats: stats('') });
    expect(logHostFromSitemaps(store.getState())).toBe(false);
    setResults(store, { stats: stats('https://cdn.example-assets.com') });
    expect(logHost(store.getState())).toBe('cdn.example-assets.com');
    expect(logHostFromSitemaps(store.getState())).toBe(true);
    setInputs(store, { origin: 'https://www.example.org' });
    expect(logHostFromSitemaps(store.getState())).toBe(false);
    setInputs(store, { origin: '' });
    setSets(store, { logHost: 'cdn.example-assets.com' });
    expect(logHostFromSitemaps(store.getState())).toBe(false);
  });

  it('is the file\'s site the logs were read on (defaultHost) while one is held, not the file\'s site as it is being edited', () => {
    const store = createRobotsStore();
    setResults(store, { stats: stats('https://www.nytimes.co') });
    expect([logHost(store.getState()), logHostFromSitemaps(store.getState())]).toEqual(['www.nytimes.co', true]);
    setSets(store, { defaultHost: fileHost(store.getState()) });
    setResults(store, { stats: stats('https://www.nytimes.co.u') });
    expect([logHost(store.getState()), logHostFromSitemaps(store.getState())]).toEqual(['www.nytimes.co', true]);
    expect(fileHost(store.getState())).toEqual({ host: 'www.nytimes.co.u', fromSitemaps: true });
    setInputs(store, { origin: 'https://www.ebay.com' });
    expect(fileHost(store.getState())).toEqual({ host: 'www.ebay.com', fromSitemaps: false });
    // What the person types comes first, as ever.
    setSets(store, { logHost: 'shop.example' });
    expect([logHost(store.getState()), logHostFromSitemaps(store.getState())]).toEqual(['shop.example', false]);
  });
});
