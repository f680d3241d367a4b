/**
 * The page's controller: one editor session plus what the page does with its document (files,
 * links, autosave and kept documents, the compare view), and the workbench's URL list editor.
 * React views get it through a context (ui/pageContext.ts) and call its actions; nothing here
 * imports a view.
 */
import type { Extension } from '@codemirror/state';
import { splitBreaks, type Profile } from '../core/index.ts';
import { workerProblemWords } from '../core/words/workerWords.ts';
import { createAutosaver } from './autosaver.ts';
import { createBoot, type Boot } from './boot.ts';
import { createCompare, type Compare } from './compare.ts';
import { compareActions, type CompareActions } from './compareActions.ts';
import { createTimeline, type Timeline } from './timeline.ts';
import { showMessage } from '../state/store.ts';
import { EXAMPLE_ROBOTS } from './example.ts';
import { createFiles, downloadDocument, type Files } from './files.ts';
import { createLinks, type Links } from './links.ts';
import { createReplace, focusFree, type Replace } from './replace.ts';
import { createSession, type SessionOptions, type Session } from './session.ts';
import { UrlEdits } from './urlEdits.ts';
import { createUrlField, type UrlField } from './urlField.ts';
import { createUrlSets, type UrlSets } from './urlSets.ts';
import { openSuite } from './suiteFiles.ts';
import { importExpectations } from './expectationFiles.ts';
import { openJsonAs, type ButtonKind } from './jsonFiles.ts';
import { createSetCoverage, type SetCoverage } from './setCoverage.ts';
import { RobotsClient } from '../worker/client.ts';
import type { Spawn } from '../worker/clientTransport.ts';
import { createSetsClient, spawnSetsWorker } from '../worker/setsClient.ts';
import type { SpawnSets } from '../worker/setsProtocol.ts';

export interface PageOptions extends Pick<SessionOptions, 'view' | 'store'> {
  /** Starts the page's one analysis worker: every document of the page (the editor's, the compare view's other side) is read by it. */
  spawn: Spawn;
  /** Where the page's problems are said (its messages). */
  onProblem?(message: string): void;
  /** The editor's extensions without its text (editor/setup.ts robotsExtensions), for the compare view's two sides. */
  extensions(profile: Profile, side: 'a' | 'b'): Extension;
  /** The URL-sets worker (started on the first file opened); tests give a fake. */
  spawnSets?: SpawnSets;
}

export interface Page extends Boot, CompareActions {
  session: Session;
  files: Files;
  links: Links;
  compare: Compare;
  /** The workbench's URL list editor. */
  urlField: UrlField;
  /** Sitemaps and crawl exports opened as URL sets (issue 25 §1). */
  urlSets: UrlSets;
  /** The ticked sets against the document: rule coverage, directories, sitemap URLs blocked (issue 25 §2). */
  setCoverage: SetCoverage;
  /** Every replacement of what is on screen goes through it: it keeps the version it replaces. */
  replace: Replace;
  /** Several versions at once: the selected cell's verdict across them (issue 26 §3). */
  timeline: Timeline;
  /** A file from Open suite or Import expectations: opened as what its content is (jsonFiles.ts openJsonAs). */
  openJson(file: File, expected: ButtonKind): Promise<void>;
  /** New and Example: an empty document, or the example, in place of the one on screen. */
  newDocument(): void;
  openExample(): void;
}

export function createPage(options: PageOptions): Page {
  const urlEdits = new UrlEdits();
  // One worker for the page: the compare view's other side is one more document in it (issue 24 §1).
  const client = new RobotsClient({ spawn: options.spawn, onProblem: (p) => options.onProblem?.(workerProblemWords(p)) });
  const session = createSession({ view: options.view, store: options.store, client, urlEdits });
  const compare = createCompare({ session, client, extensions: options.extensions, onProblem: options.onProblem });
  const links = createLinks(session, compare.hooks);
  const autosaver = createAutosaver({ session, links, compare: compare.hooks });
  const replace = createReplace(session.store, autosaver, {
    download: () => downloadDocument(session),
    // Not on a touch screen: focus in the editor raises the on-screen keyboard over half the page.
    focusEditor: (from) => { if (focusFree(document.activeElement, from) && !matchMedia('(pointer: coarse)').matches) session.view.focus(); },
  });
  const files = createFiles(session, replace);
  const boot = createBoot({ session, files, autosaver, replace, compare: compare.hooks });
  const sets = createSetsClient(options.spawnSets ?? spawnSetsWorker, { onLost: (message) => urlSets.lost(message) });
  const json = {
    suite: (file: File) => openSuite(options.store, file, replace),
    expectations: (file: File, asked?: ButtonKind) => importExpectations(options.store, file, asked),
  };
  const urlSets = createUrlSets(sets, options.store, json);
  const load = (text: string) => () => session.load(splitBreaks(text), { fileName: 'robots.txt' });
  const urlField = createUrlField(options.store, undefined, urlEdits);
  return {
    session, files, links, compare, urlField, replace,
    urlSets,
    setCoverage: createSetCoverage(sets, options.store, () => session.text()), ...boot, ...compareActions(compare, session, files),
    // The list the page starts with is not undone by Ctrl+Z in the field; a list set later is.
    bootState: () => {
      urlField.historyAfterBoot();
      return boot.bootState().finally(() => urlField.historyFromNow());
    },
    openJson: (file, expected) => openJsonAs(file, expected, { ...json, ranges: (f) => urlSets.open([{ name: f.name, blob: f }]) }),
    timeline: createTimeline((text) => showMessage(session.store, 'error', text)),
    newDocument: () => { replace('new', load('')); },
    openExample: () => { replace('example', load(EXAMPLE_ROBOTS)); },
  };
}
