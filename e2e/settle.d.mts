import type { Page } from '@playwright/test';

/** Where the page stands: the document's version and the last message's id. */
export interface Mark {
  version: number;
  lastMessage: number;
}

/**
 * How an action that replaces the document ended: `analysed`, the new version's diagnostics and
 * verdicts are on screen; `refused`, the page said why in an error message (a binary file, one too
 * big); `unanalysed`, the app gave up on analysing the new version and said why.
 */
export type Settled =
  | { outcome: 'analysed'; version: number; length: number }
  | { outcome: 'refused' | 'unanalysed'; text: string };

export function mark(page: Page): Promise<Mark>;
export function settled(page: Page, before: Mark, length?: number): Promise<Settled>;
export function fresh(page: Page): Promise<Settled>;
