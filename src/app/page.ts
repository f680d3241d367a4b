/**
 * The page's controller: one editor session plus what the page does with its document (files,
 * links, autosave and kept documents). React views get it through a context (ui/pageContext.ts)
 * and call its actions; nothing here imports a view.
 */
import { createBoot, type Boot } from './boot.ts';
import { createFiles, type Files } from './files.ts';
import { createLinks, type Links } from './links.ts';
import { createSession, type SessionOptions, type Session } from './session.ts';

export interface Page extends Boot {
  session: Session;
  files: Files;
  links: Links;
}

export function createPage(options: SessionOptions): Page {
  const session = createSession(options);
  const files = createFiles(session);
  const links = createLinks(session);
  const boot = createBoot({ session, files, links });
  return { session, files, links, ...boot };
}
