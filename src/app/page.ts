/**
 * The page's controller: one editor session plus what the page does with its document (files,
 * links, autosave and kept documents, the compare view), and the workbench's URL list editor.
 * React views get it through a context (ui/pageContext.ts) and call its actions; nothing here
 * imports a view.
 */
import type { Extension } from '@codemirror/state';
import type { Profile } from '../core/index.ts';
import { createBoot, type Boot } from './boot.ts';
import { createCompare, type Compare } from './compare.ts';
import { compareActions, type CompareActions } from './compareActions.ts';
import { createFiles, type Files } from './files.ts';
import { createLinks, type Links } from './links.ts';
import { createSession, type SessionOptions, type Session } from './session.ts';
import { createUrlField, type UrlField } from './urlField.ts';

export interface PageOptions extends SessionOptions {
  /** The editor's extensions without its text (editor/setup.ts robotsExtensions), for the compare view's two sides. */
  extensions(profile: Profile, side: 'a' | 'b'): Extension;
}

export interface Page extends Boot, CompareActions {
  session: Session;
  files: Files;
  links: Links;
  compare: Compare;
  /** The workbench's URL list editor. */
  urlField: UrlField;
}

export function createPage(options: PageOptions): Page {
  const session = createSession(options);
  const files = createFiles(session);
  const compare = createCompare({ session, spawn: options.spawn, extensions: options.extensions, onProblem: options.onProblem });
  const links = createLinks(session, compare.hooks);
  const boot = createBoot({ session, files, links, compare: compare.hooks });
  return { session, files, links, compare, urlField: createUrlField(options.store), ...boot, ...compareActions(compare, session) };
}
