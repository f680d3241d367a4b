import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holdStartScripts, TEMPLATE_ID } from './scriptsAfterFrame.ts';

const LOADER = "<script>document.getElementById('page-scripts')</script>";

describe('holdStartScripts: the module scripts held until the frame has painted', () => {
  it('moves the module script and each modulepreload link into one template, and nothing else', () => {
    const html = [
      '<script>var t=1</script>',
      '<script type="module" crossorigin src="./assets/index-X.js"></script>',
      '<link rel="modulepreload" crossorigin href="./assets/a-Y.js">',
      '<link rel="manifest" href="./manifest.webmanifest" />',
      '<link rel="modulepreload" crossorigin href="./assets/b-Z.js">',
      LOADER,
    ].join('\n');
    expect(holdStartScripts(html)).toBe([
      '<script>var t=1</script>',
      `<template id="${TEMPLATE_ID}"><script type="module" crossorigin src="./assets/index-X.js"></script><link rel="modulepreload" crossorigin href="./assets/a-Y.js"><link rel="modulepreload" crossorigin href="./assets/b-Z.js"></template>`,
      '',
      '<link rel="manifest" href="./manifest.webmanifest" />',
      '',
      LOADER,
    ].join('\n'));
  });

  it('refuses a page with start scripts and no loader for them, and leaves a page without them', () => {
    expect(() => holdStartScripts('<script type="module" src="./a.js"></script>')).toThrow(/never start/);
    expect(holdStartScripts('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });
});

/** index.html's last inline script, the loader. */
const loader = [...readFileSync('index.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? '';

type El = { localName: string; attrs: [string, string][]; setAttribute(n: string, v: string): void };
/** Runs the loader against a page whose template holds a script and a link; what it did, and the hooks to move time on. */
function runLoader(opts: { visibility?: string; paint?: boolean; observer?: boolean } = {}) {
  const head: El[] = [];
  let removed = false;
  const held = [
    { localName: 'script', attributes: [{ name: 'type', value: 'module' }, { name: 'crossorigin', value: '' }, { name: 'src', value: './assets/index-X.js' }] },
    { localName: 'link', attributes: [{ name: 'rel', value: 'modulepreload' }, { name: 'href', value: './assets/a-Y.js' }] },
  ];
  const document = {
    currentScript: { remove: () => { removed = true; } },
    visibilityState: opts.visibility ?? 'visible',
    getElementById: (id: string) => (id === TEMPLATE_ID ? { content: { children: held } } : null),
    createElement: (localName: string): El => ({ localName, attrs: [], setAttribute(n, v) { this.attrs.push([n, v]); } }),
    head: { appendChild: (e: El) => void head.push(e) },
  };
  let observed: ((names: string[]) => void) | null = null;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = opts.paint === false ? ['navigation'] : ['navigation', 'paint'];
    constructor(private cb: (l: unknown, o: unknown) => void) {}
    observe(o: { type: string; buffered: boolean }) {
      expect(o).toEqual({ type: 'paint', buffered: true });
      observed = (names) => this.cb({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, this);
    }
    disconnect() { disconnected = true; }
  }
  const timers: (() => void)[] = [];
  const setTimeout = (fn: () => void, ms: number) => { expect(ms).toBe(1000); timers.push(fn); };
  new Function('document', 'PerformanceObserver', 'setTimeout', loader)(document, opts.observer === false ? undefined : PerformanceObserver, setTimeout);
  return { head, removed: () => removed, disconnected: () => disconnected, paint: (...names: string[]) => observed?.(names), timers };
}

describe("index.html's loader: the page's scripts written into <head> once the frame has painted", () => {
  const written = [
    { localName: 'script', attrs: [['type', 'module'], ['crossorigin', ''], ['src', './assets/index-X.js']] },
    { localName: 'link', attrs: [['rel', 'modulepreload'], ['href', './assets/a-Y.js']] },
  ];

  it('requests nothing before the first contentful paint, then each held element anew, once', () => {
    const page = runLoader();
    expect(page.removed()).toBe(true);
    expect(page.head).toEqual([]);
    page.paint('first-paint');
    expect(page.head).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.head).toMatchObject(written);
    expect(page.disconnected()).toBe(true);
    // The timer after it writes nothing twice.
    for (const t of page.timers) t();
    expect(page.head).toHaveLength(2);
  });

  it('after 1 s all the same, where no paint is reported', () => {
    const page = runLoader();
    expect(page.timers).toHaveLength(1);
    page.timers[0]();
    expect(page.head).toMatchObject(written);
  });

  for (const [name, opts] of [
    ['a hidden tab (it paints nothing)', { visibility: 'hidden' }],
    ['a browser that reports no paints', { paint: false }],
    ['a browser without PerformanceObserver', { observer: false }],
  ] as const) {
    it(`at once in ${name}`, () => expect(runLoader(opts).head).toMatchObject(written));
  }
});
