/**
 * The page's own modules, as main.tsx's second stage loads them (issue 24 §3): the libraries
 * (React DOM, CodeMirror's view) are evaluated in the entry's task, these in a task of their own
 * after it, so neither half of the modules' evaluation is a long task on a phone.
 */
export { createPage } from './app/page.ts';
export { createEditorState, robotsExtensions } from './editor/setup.ts';
export { whenIdle } from './editor/buildDoc.ts';
export { fileReading } from './core/index.ts';
export { createRobotsStore, showMessage } from './state/store.ts';
export { readAddressHash } from './state/restore.ts';
export { App } from './ui/App.tsx';
export { guardedDispatch } from './app/drawGuard.ts';
export { startTheme } from './app/theme.ts';
export { PageContext } from './ui/pageContext.ts';
export { StoreContext } from './ui/storeContext.ts';
export { spawnBrowserWorker } from './worker/clientTransport.ts';
export { loadCellExplanation } from './ui/matrix/lazyExplanation.tsx';
