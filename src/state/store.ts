/**
 * A session's zustand store, made of typed slices (zustand docs: slices-pattern). There is no
 * module-level store: each session gets its own (createRobotsStore) from whoever makes it (the
 * page's entry, a test, the compare view), and views read it from a React context (zustand docs:
 * initialize-state-with-props; ui/storeContext.ts) through module-level selectors. Actions are
 * plain functions of the store (practice-with-no-store-actions) so a worker callback or a test
 * can call them without React.
 *
 * This file is the store's face: the page, the app and tests import it from here. Its parts,
 * one job each:
 *   storeState.ts      the whole state, the state a page starts with, the store itself, and
 *                      how the selected cell and the grid's view follow their crawler
 *   storeInputs.ts     the document's facts and the test inputs, and a new version of them
 *   storeResults.ts    what the worker answered
 *   storeUi.ts         the page's messages, the kept documents, what a link could not carry
 *   storeSets.ts       the URL sets as the page shows them
 *   storeSelectors.ts  what views read
 *   storeActions.ts    the actions; storeMessages.ts, those of the messages and link notes
 */
export * from './storeActions.ts';
export * from './storeInputs.ts';
export * from './storeMessages.ts';
export * from './storeResults.ts';
export * from './storeSelectors.ts';
export * from './storeSets.ts';
export * from './storeState.ts';
export * from './storeUi.ts';
