import { describe, expect, it, vi } from 'vitest';
import { initialState, logHost } from '../state/store.ts';
import { createStore } from 'zustand/vanilla';
import type { RobotsState } from '../state/store.ts';
import type { SetsAnswer, SetsAsk, SetsClient } from '../worker/setsClient.ts';
import type { CoverageView, UrlSetSummary } from '../worker/setsProtocol.ts';
import type { UrlSetProblem } from '../core/urlSetProblem.ts';
import { createSetCoverage } from './setCoverage.ts';
import { createUrlSets } from './urlSets.ts';

const summary = (id: number, count: number): UrlSetSummary => ({ id, name: `s${id}.xml`, kind: 'sitemap', files: [`s${id}.xml`], count, sitemapCount: count, columns: [], urlColumn: -1 });

/** A client whose worker holds `held` sets, each set's URLs `/s<id>/<n>`. */
function fakeClient(held: UrlSetSummary[]): SetsClient & { asked: SetsAsk[] } {
  const asked: SetsAsk[] = [];
  let stopped = false;
  return {
    asked,
    async ask(req): Promise<SetsAnswer> {
      asked.push(req);
      if (stopped) return req.type === 'urls' ? { type: 'urls', seq: 0, text: '', count: 0 } : { type: 'sets', seq: 0, sets: [], problems: [] };
      if (req.type === 'urls') {
        const lines = held.filter((s) => req.ids.includes(s.id)).flatMap((s) => Array.from({ length: s.count }, (_, n) => `/s${s.id}/${n}`));
        return { type: 'urls', seq: 0, text: lines.join('\n'), count: lines.length };
      }
      if (req.type === 'open') held.push(summary(held.length + 1, 2));
      if (req.type === 'remove') held.splice(held.findIndex((s) => s.id === req.id), 1);
      if (req.type === 'column') {
        stopped = true;
        return { type: 'failure', seq: 0, message: 'the worker stopped' };
      }
      return { type: 'sets', seq: 0, sets: [...held], problems: [] };
    },
    dispose() {},
  };
}

/** Where a test suite or an expectations file would go: these tests open none. */
const NO_JSON = { suite: async () => {}, expectations: async () => {} };

/** A store whose URL list holds `urls` (the page's first holds '/'). */
const storeWith = (urls: string) => createStore<RobotsState>()(() => ({ ...initialState(), inputs: { ...initialState().inputs, urls } }));
const texts = (store: ReturnType<typeof storeWith>) => store.getState().ui.messages.map((m) => m.text);

describe('the URL sets’ controller', () => {
  it('says a file read in part (a log’s lines that are no request, a range file’s crawler to choose) as a warning, a file not opened as an error', async () => {
    const store = createStore<RobotsState>()(() => initialState());
    const problems: UrlSetProblem[] = [
      { code: 'log-not-read', file: 'access.log', detail: '', log: { count: 2, line: 113, problem: 'request' } },
      { code: 'ranges-crawler', file: 'ranges.json', detail: '' },
      { code: 'bad-gzip', file: 'sitemap.xml.gz', detail: 'incorrect header check' },
    ];
    const client: SetsClient = { ask: async () => ({ type: 'sets', seq: 0, sets: [], problems }), dispose() {} };
    await createUrlSets(client, store, NO_JSON).open([{ name: 'access.log', blob: new Blob([]) }]);
    expect(store.getState().ui.messages.map((m) => [m.kind, m.text.slice(0, 16)])).toEqual([
      ['warning', '2 lines of the l'], ['warning', 'The IP-range fil'], ['error', '“sitemap.xml.gz”'],
    ]);
  });

  it('lists the sets opened and puts their URLs in the URL list, each new set ticked', async () => {
    const store = createStore<RobotsState>()(() => initialState());
    const sets = createUrlSets(fakeClient([]), store, NO_JSON);
    await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
    await sets.open([{ name: 'b.xml', blob: new Blob([]) }]);
    const s = store.getState();
    expect(s.sets.list.map((l) => l.id)).toEqual([1, 2]);
    expect(s.sets.shown).toEqual([1, 2]);
    expect(s.inputs.urls).toBe('/s1/0\n/s1/1\n/s2/0\n/s2/1');
    expect(s.sets.reading).toBeNull();
  });

  it('unticking a set or closing it leaves the others’ URLs; a request the worker failed leaves the sets, which its next worker holds again', async () => {
    const store = storeWith('');
    const sets = createUrlSets(fakeClient([]), store, NO_JSON);
    await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
    await sets.open([{ name: 'b.xml', blob: new Blob([]) }]);
    await sets.show([2]);
    expect(store.getState().inputs.urls).toBe('/s2/0\n/s2/1');
    await sets.open([{ name: 'c.xml', blob: new Blob([]) }]);
    await sets.remove(3);
    expect(store.getState().inputs.urls).toBe('/s2/0\n/s2/1');
    expect(store.getState().sets.shown).toEqual([2]);
    await sets.chooseColumn(2, 'URL');
    expect(store.getState().sets.list.map((l) => l.id)).toEqual([1, 2]);
    expect(store.getState().inputs.urls).toBe('/s2/0\n/s2/1');
    expect(store.getState().ui.messages.map((m) => m.text)).toEqual(['The URL sets could not be read: the worker stopped.']);
  });

  it('sets the worker lost (it stopped, and could not read them again) are no longer listed; the URL list keeps its URLs', async () => {
    const store = storeWith('');
    const sets = createUrlSets(fakeClient([]), store, NO_JSON);
    await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
    sets.lost('The URL sets could not be read again after their worker stopped (out of memory): open them again.');
    expect(store.getState().sets).toMatchObject({ list: [], shown: [], reading: null });
    expect(store.getState().inputs.urls).toBe('/s1/0\n/s1/1');
    expect(store.getState().ui.messages.map((m) => m.text)).toEqual(['The URL sets could not be read again after their worker stopped (out of memory): open them again.']);
  });

  it('sends each JSON file where its content says: a suite and expectations to their openers, IP ranges to the sets, any other refused with a message', async () => {
    const store = storeWith('');
    const client = fakeClient([]);
    const went: string[] = [];
    const sets = createUrlSets(client, store, {
      suite: async (f) => { went.push(`suite ${f.name} ${(await f.text()).length}`); },
      expectations: async (f) => { went.push(`expectations ${f.name}`); },
    });
    const file = (name: string, text: string) => ({ name, blob: new File([text], name) });
    await sets.open([
      file('robots-suite.json', '{\n  "format": "robotscope-suite",\n  "version": 1,\n  "expectations": []\n}\n'),
      file('checks.json', '[{"url": "/", "crawler": "Googlebot", "expect": "allowed"}]'),
      file('robots-expectations.json', '{"robotscope": "expectations", "version": 1, "expectations": []}'),
      file('googlebot.json', '{"creationTime": "2026-11-28T00:00:00", "prefixes": [{"ipv4Prefix": "66.249.64.0/27"}]}'),
      file('package.json', '{"name": "shop", "version": "1.0.0"}'),
      file('sitemap.xml', '<urlset/>'),
    ]);
    expect(went).toEqual(['suite robots-suite.json 73', 'expectations checks.json', 'expectations robots-expectations.json']);
    const opened = client.asked.find((a) => a.type === 'open');
    expect(opened?.type === 'open' && opened.files.map((f) => f.name)).toEqual(['googlebot.json', 'sitemap.xml']);
    expect(store.getState().ui.messages.map((m) => m.text)).toEqual([expect.stringMatching(/^“package\.json” is JSON of no kind Robotscope opens: a test suite/)]);
  });

  it('asks the worker nothing when every file opened was a suite or expectations', async () => {
    const store = createStore<RobotsState>()(() => initialState());
    const client = fakeClient([]);
    const sets = createUrlSets(client, store, NO_JSON);
    await sets.open([{ name: 'a.json', blob: new Blob(['{"format": "robotscope-suite"}']) }]);
    expect(client.asked).toEqual([]);
    expect(store.getState().sets.reading).toBeNull();
  });

  it('a Host typed has the coverage worked out once, on the new Host, however long the worker takes to give the URLs', async () => {
    vi.useFakeTimers();
    try {
      const log: UrlSetSummary = { ...summary(1, 2), name: 'access.log', kind: 'log', sitemapCount: 0, log: { notRead: 0, bots: 1 } };
      const asked: SetsAsk[] = [];
      let origin = 'https://www.example.com';
      // A worker busy for a second on the URLs of a 1,000,000-line log, longer than the coverage's 300 ms wait.
      const later = <T>(answer: T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer), 1000));
      const client: SetsClient = {
        async ask(req) {
          asked.push(req);
          if (req.type === 'host') origin = req.origin;
          if (req.type === 'urls') return later({ type: 'urls', seq: 0, text: `${origin}/a\n${origin}/b`, count: 2 });
          if (req.type === 'coverage') return { type: 'coverage', seq: 0, view: { urls: 2 } as unknown as CoverageView };
          return { type: 'sets', seq: 0, sets: [{ ...log }], problems: [] };
        },
        dispose() {},
      };
      const store = createStore<RobotsState>()(() => initialState());
      const sets = createUrlSets(client, store, NO_JSON);
      const coverage = createSetCoverage(client, store, () => 'User-agent: *\nDisallow: /a\n');
      const opened = sets.open([{ name: 'access.log', blob: new Blob([]) }]);
      await vi.runAllTimersAsync();
      await opened;
      asked.length = 0;
      sets.setHost('shop.example');
      await vi.runAllTimersAsync();
      expect(asked.map((a) => a.type)).toEqual(['host', 'urls', 'coverage']);
      expect(store.getState().inputs.urls).toBe('https://shop.example/a\nhttps://shop.example/b');
      expect(store.getState().sets).toMatchObject({ shown: [1], coverageStale: false, coverage: { urls: 2 } });
      coverage.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a Host not typed that the file changes under a held log moves the logs once, a second after its last change, not at each (review21 L9)', async () => {
    vi.useFakeTimers();
    try {
      const log: UrlSetSummary = { ...summary(1, 2), name: 'access.log', kind: 'log', sitemapCount: 0, log: { notRead: 0, bots: 1 } };
      const client = fakeClient([]);
      const inner = client.ask.bind(client);
      client.ask = async (req) => (req.type === 'open' || req.type === 'host' ? (client.asked.push(req), { type: 'sets', seq: 0, sets: [{ ...log }], problems: [] }) : inner(req));
      const store = createStore<RobotsState>()(() => initialState());
      const sets = createUrlSets(client, store, NO_JSON);
      const opened = sets.open([{ name: 'access.log', blob: new Blob([]) }]);
      await vi.runAllTimersAsync();
      await opened;
      client.asked.length = 0;
      const stats = (sitemapSite: string) => ({ lineCount: 3, ruleCount: 1, groupCount: 1, sitemapCount: 1, sitemapSite, byteLength: 90, sizeLimitLine: 0, sizeLimitApplies: false, kindsCut: 0 });
      // A person editing the host of a whole Sitemap line, a key every 400 ms: past the typed Host's 300 ms wait.
      for (const site of ['https://www.nytimes.co', 'https://www.nytimes.c', 'https://www.nytimes.co', 'https://www.nytimes.com']) {
        store.setState((s) => ({ results: { ...s.results, stats: stats(site), docVersion: s.doc.version } }));
        await vi.advanceTimersByTimeAsync(400);
        // The Host field shows the site the logs are on, not the host being edited.
        expect(logHost(store.getState())).toBe('');
      }
      expect(client.asked.filter((a) => a.type === 'host')).toEqual([]);
      await vi.advanceTimersByTimeAsync(600);
      expect(client.asked.filter((a) => a.type === 'host')).toEqual([{ type: 'host', origin: 'https://www.nytimes.com' }]);
      expect(logHost(store.getState())).toBe('www.nytimes.com');
      // Edited and put back within the second: nothing moves, nothing is read again.
      for (const site of ['https://www.nytimes.co', 'https://www.nytimes.com']) {
        store.setState((s) => ({ results: { ...s.results, stats: stats(site), docVersion: s.doc.version } }));
        await vi.advanceTimersByTimeAsync(400);
        expect(logHost(store.getState())).toBe('www.nytimes.com');
      }
      await vi.advanceTimersByTimeAsync(2000);
      expect(client.asked.filter((a) => a.type === 'host')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a Host not typed takes the file\'s site only once the file and the answer for it have stayed a second: an answer for a line half edited that comes late is not taken', async () => {
    vi.useFakeTimers();
    try {
      const log: UrlSetSummary = { ...summary(1, 2), name: 'access.log', kind: 'log', sitemapCount: 0, log: { notRead: 0, bots: 1 } };
      const client = fakeClient([]);
      const inner = client.ask.bind(client);
      client.ask = async (req) => (req.type === 'open' || req.type === 'host' ? (client.asked.push(req), { type: 'sets', seq: 0, sets: [{ ...log }], problems: [] }) : inner(req));
      const store = createStore<RobotsState>()(() => initialState());
      const stats = (sitemapSite: string) => ({ lineCount: 3, ruleCount: 1, groupCount: 1, sitemapCount: 1, sitemapSite, byteLength: 90, sizeLimitLine: 0, sizeLimitApplies: false, kindsCut: 0 });
      const key = (version: number) => store.setState((s) => ({ doc: { ...s.doc, version } }));
      const answer = (version: number, site: string) => store.setState((s) => ({ results: { ...s.results, stats: stats(site), docVersion: version } }));
      key(1);
      answer(1, 'https://www.nytimes.co');
      const sets = createUrlSets(client, store, NO_JSON);
      const opened = sets.open([{ name: 'access.log', blob: new Blob([]) }]);
      await vi.runAllTimersAsync();
      await opened;
      expect(logHost(store.getState())).toBe('www.nytimes.co');
      client.asked.length = 0;
      // "." typed after ".co": its answer (no whole host) comes 300 ms later; "u" 600 ms after it, whose answer is slow.
      key(2);
      await vi.advanceTimersByTimeAsync(300);
      answer(2, '');
      await vi.advanceTimersByTimeAsync(600);
      key(3);
      await vi.advanceTimersByTimeAsync(1500);
      expect(logHost(store.getState())).toBe('www.nytimes.co');
      expect(client.asked).toEqual([]);
      answer(3, 'https://www.nytimes.co.u');
      key(4);
      answer(4, 'https://www.nytimes.co.uk');
      await vi.advanceTimersByTimeAsync(999);
      expect(logHost(store.getState())).toBe('www.nytimes.co');
      await vi.advanceTimersByTimeAsync(1);
      expect(logHost(store.getState())).toBe('www.nytimes.co.uk');
      expect(client.asked.filter((a) => a.type === 'host')).toEqual([{ type: 'host', origin: 'https://www.nytimes.co.uk' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the last log closed (or lost), the Host follows the file\'s site again: a log opened on A, closed, the file moved to B, the field shows B (review22 L8)', async () => {
    const log: UrlSetSummary = { ...summary(1, 2), name: 'access.log', kind: 'log', sitemapCount: 0, log: { notRead: 0, bots: 1 } };
    let held: UrlSetSummary[] = [];
    let openGate: Promise<void> = Promise.resolve();
    const client: SetsClient = {
      async ask(req) {
        if (req.type === 'open') { await openGate; held = [{ ...log }]; }
        if (req.type === 'remove') held = [];
        // An answer computed before the log was opened (a column chosen for an export): no log in it.
        if (req.type === 'column') return { type: 'sets', seq: 0, sets: [], problems: [] };
        return req.type === 'urls' ? { type: 'urls', seq: 0, text: '/a', count: 1 } : { type: 'sets', seq: 0, sets: [...held], problems: [] };
      },
      dispose() {},
    };
    const store = createStore<RobotsState>()(() => initialState());
    const origin = (site: string) => store.setState((s) => ({ inputs: { ...s.inputs, origin: site } }));
    const sets = createUrlSets(client, store, NO_JSON);
    origin('https://a.example');
    await sets.open([{ name: 'access.log', blob: new Blob([]) }]);
    expect(logHost(store.getState())).toBe('a.example');
    await sets.remove(1);
    origin('https://b.example');
    expect(logHost(store.getState())).toBe('b.example');
    // The same when the worker lost the log.
    await sets.open([{ name: 'access.log', blob: new Blob([]) }]);
    expect(logHost(store.getState())).toBe('b.example');
    sets.lost('lost');
    origin('https://c.example');
    expect(logHost(store.getState())).toBe('c.example');
    // An answer holding no log, to an earlier request, that comes while a first log is opened keeps
    // the site that log is opened on (review23 L1).
    let open = () => {};
    openGate = new Promise<void>((resolve) => { open = resolve; });
    const opening = sets.open([{ name: 'access.log', blob: new Blob([]) }]);
    await vi.waitFor(() => expect(store.getState().sets.defaultHost?.host).toBe('c.example'), { timeout: 10_000 });
    await sets.chooseColumn(99, 'URL');
    open();
    await opening;
    origin('https://d.example');
    expect(logHost(store.getState())).toBe('c.example');
  });

  describe('the URL list the person had is never replaced silently (tester3 F10)', () => {
    const TYPED = '/my/first\n\n/my/hand/typed';
    const REPLACED = 'The 2 URLs the URL list held were replaced by the URLs of the ticked sets: Undo, or untick every set, to test them again.';

    it('says the typed URLs were replaced, and its Undo gives them back with every set unticked', async () => {
      const store = storeWith(TYPED);
      const sets = createUrlSets(fakeClient([]), store, NO_JSON);
      await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
      await sets.open([{ name: 'b.xml', blob: new Blob([]) }]);
      expect(store.getState().inputs.urls).toBe('/s1/0\n/s1/1\n/s2/0\n/s2/1');
      expect(texts(store)).toEqual([REPLACED]);
      const [message] = store.getState().ui.messages;
      expect(message.actions.map((a) => a.label)).toEqual(['Undo']);
      message.actions[0].run();
      expect(store.getState().inputs.urls).toBe(TYPED);
      expect(store.getState().sets.shown).toEqual([]);
      expect(texts(store)).toEqual([]);
    });

    it('gives them back when every set is unticked, or the last one ticked is closed', async () => {
      const store = storeWith(TYPED);
      const sets = createUrlSets(fakeClient([]), store, NO_JSON);
      await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
      await sets.show([]);
      expect(store.getState().inputs.urls).toBe(TYPED);
      await sets.show([1]);
      expect(store.getState().inputs.urls).toBe('/s1/0\n/s1/1');
      await sets.remove(1);
      expect(store.getState().inputs.urls).toBe(TYPED);
      expect(texts(store)).toEqual([]);
    });

    it('keeps a list the person edited over the sets\' URLs: ticking another set says it was replaced, unticking them all leaves it', async () => {
      const store = storeWith('');
      const sets = createUrlSets(fakeClient([]), store, NO_JSON);
      await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
      expect(texts(store)).toEqual([]);
      store.setState((s) => ({ inputs: { ...s.inputs, urls: '/s1/0\n/edited' } }));
      await sets.show([]);
      expect(store.getState().inputs.urls).toBe('/s1/0\n/edited');
      await sets.open([{ name: 'b.xml', blob: new Blob([]) }]);
      expect(texts(store)).toEqual([REPLACED]);
      store.getState().ui.messages[0].actions[0].run();
      expect(store.getState().inputs.urls).toBe('/s1/0\n/edited');
    });

    it('drops the message once the person edits the list: its Undo, or unticking every set, never puts the typed list over the edits (review15 §7.3)', async () => {
      const store = storeWith(TYPED);
      const sets = createUrlSets(fakeClient([]), store, NO_JSON);
      await sets.open([{ name: 'a.xml', blob: new Blob([]) }]);
      expect(texts(store)).toEqual([REPLACED]);
      const undo = store.getState().ui.messages[0].actions[0];
      const edited = '/s1/0\n/s1/1\n/edited';
      store.setState((s) => ({ inputs: { ...s.inputs, urls: edited } }));
      expect(texts(store)).toEqual([]);
      await sets.show([]);
      expect(store.getState().inputs.urls).toBe(edited);
      undo.run();
      expect(store.getState().inputs.urls).toBe(edited);
      expect(texts(store)).toEqual([]);
    });

    it('leaves an export whose URL column is to be chosen unticked: the grid keeps the list', async () => {
      const store = storeWith(TYPED);
      const empty: UrlSetSummary = { ...summary(1, 0), name: 'noaddress.csv', kind: 'csv', sitemapCount: 0, columns: ['Foo', 'Bar'] };
      const problems: UrlSetProblem[] = [{ code: 'no-url-column', file: 'noaddress.csv', detail: '“Foo”, “Bar”' }];
      const client: SetsClient = { ask: async (req) => (req.type === 'urls' ? { type: 'urls', seq: 0, text: '', count: 0 } : { type: 'sets', seq: 0, sets: [empty], problems }), dispose() {} };
      await createUrlSets(client, store, NO_JSON).open([{ name: 'noaddress.csv', blob: new Blob([]) }]);
      expect(store.getState().sets).toMatchObject({ list: [{ id: 1 }], shown: [] });
      expect(store.getState().inputs.urls).toBe(TYPED);
    });
  });
});
