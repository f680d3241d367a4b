/** The page's controller (app/page.ts), handed to every view that acts on the document. */
import { createContext, useContext } from 'react';
import type { Page } from '../app/page.ts';

export const PageContext = createContext<Page | null>(null);

export function usePage(): Page {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage outside <PageContext.Provider>');
  return page;
}
