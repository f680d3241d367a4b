/**
 * The entry: the editor and its controller (app/page.ts) first, then the document it opens
 * with (link > autosave > example), then the page around them.
 */
import { EditorView } from '@codemirror/view';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Page } from './app/page.ts';
import type { BootSource } from './app/boot.ts';
import type { EditorHooks } from './editor/setup.ts';
import { nextTask } from './editor/buildDoc.ts';
import type { SiteContext } from './editor/siteContext.ts';
import type { RobotsStore } from './state/store.ts';
import './styles.css';
import './dark.css';

/** The page's own modules, loaded a task after the libraries (pageModules.ts). */
type PageModules = typeof import('./pageModules.ts');

/** The view starts empty and unattached; the Editor component puts it on the page. */
async function createPageWithEditor(m: PageModules, store: RobotsStore): Promise<Page> {
  let page: Page | null = null;
  /** The workbench's origin and results, read when a hover or a completion needs them. */
  const site: SiteContext = {
    origin: () => store.getState().results.list.site.origin || null,
    matrix: () => store.getState().results.matrix,
    sets: () => {
      const { coverage, coverageStale } = store.getState().sets;
      return coverage && { urls: coverage.urls, unit: coverage.unit, crawlers: coverage.crawlers, rules: coverage.rules, stale: coverageStale };
    },
  };
  const hooks: EditorHooks = {
    onDropFile: (f) => void page?.files.openFile(f),
    onFormat: (note) => m.showMessage(store, 'info', note),
    site,
  };
  // The compare view's other version: a file dropped on it replaces it, and its hovers read its own verdicts.
  const otherHooks: EditorHooks = {
    onDropFile: (f) => void page?.compareWithFile(f),
    onFormat: (note) => m.showMessage(store, 'info', note),
    site: { origin: site.origin, matrix: () => page?.compare.other()?.store.getState().results.matrix ?? null },
  };
  // The state's configuration (every extension's facets resolved) and the view's DOM each a task
  // of its own: together 128 ms of CPU at 4× in a trace, the state's part 94 of 277 samples.
  const state = m.createEditorState('', m.fileReading(store.getState().inputs.profile), hooks);
  await nextTask();
  const view = new EditorView({ state, dispatchTransactions: m.guardedDispatch });
  await nextTask();
  page = m.createPage({
    view, store, spawn: m.spawnBrowserWorker, onProblem: (text) => m.showMessage(store, 'warning', text),
    extensions: (profile, side) => m.robotsExtensions(profile, side === 'a' ? otherHooks : hooks),
  });
  return page;
}

/**
 * Runs `fn` once the store holds verdicts (the grid draws them next) and the page is idle; after
 * 10 s without (a worker that never answers), all the same.
 */
function afterFirstVerdicts(m: PageModules, store: RobotsStore, fn: () => void): void {
  const unsubscribe = store.subscribe((s) => { if (s.results.matrix) run(); });
  const timer = setTimeout(run, 10_000);
  function run() {
    unsubscribe();
    clearTimeout(timer);
    m.whenIdle(fn);
  }
}

async function main(): Promise<void> {
  // Each step of the start a task of its own (issue 24 §3: a task over 50 ms at 4× CPU blocks a
  // tap on a phone, and Lighthouse counts it): the modules' evaluation in two (this entry with the
  // libraries it imports, then the page's own modules, index.html preloading both), the editor's
  // view, the page's controller and worker, the document, the first render.
  await nextTask();
  const m = await import('./pageModules.ts');
  m.startTheme();
  await nextTask();
  // The page's one session and its store (no module holds one: ui/storeContext.ts).
  const store = m.createRobotsStore();
  const page = await createPageWithEditor(m, store);
  await nextTask();
  let source: BootSource = 'example';
  try {
    source = await page.bootState();
  } catch (e) {
    // The page must come up whatever the saved state or the link holds.
    m.showMessage(store, 'error', `Robotscope could not restore its last state (${String(e)}); it started with what it could.`);
  }
  // A link pasted into the address bar of an open tab.
  addEventListener('hashchange', () => { if (location.hash.length > 1) void page.openFragment(m.readAddressHash(location.hash).hash); });
  // The document's load was this task's work (its parse and first view: 320 of 484 samples at 4×
  // CPU in a profile); what follows is a task of its own.
  await nextTask();
  page.watchAutosave(source === 'link');
  page.links.watchAddressBar();
  // What the first verdict does not need waits for it: the link written into the address bar (the
  // document encoded: a 60 ms task at 4× CPU, in the middle of the start) and the service worker
  // (its install fetches and stores every file of the site; the page works without it, it only
  // keeps it working offline from then on).
  afterFirstVerdicts(m, store, () => {
    // A link that did not open stays in the address bar until the person changes something
    // (watchAddressBar writes then): written over at once, it could no longer be copied or reported.
    if (source !== 'refused-link') page.links.scheduleAddressBar();
    // The selected cell's explanation, which the first screen does not show (ui/matrix/lazyExplanation.tsx).
    // Asked early so that a first click seldom waits; a failure here is not the person's: the
    // explanation asks again when a cell is selected, and says so there if it fails again.
    m.loadCellExplanation().catch(() => {});
    // Its module too (workbox-window): nothing before needs it.
    void import('./app/serviceWorker.ts').then((sw) => sw.registerServiceWorker((text, action) => m.showMessage(store, 'info', text, action)));
  });
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders the page in slices of a few milliseconds, the browser free between
  // them (a plain first render is one task: 230 ms at 4× CPU in a trace). The editor is on the page
  // only once its view is attached (ui/Editor.tsx), so no key can reach it before.
  startTransition(() => root.render(
    <StrictMode>
      <m.PageContext.Provider value={page}>
        <m.StoreContext.Provider value={page.session.store}>
          <m.App />
        </m.StoreContext.Provider>
      </m.PageContext.Provider>
    </StrictMode>,
  ));
}

void main();
