/**
 * Words with rules quoted as code, as the compare views show them: a sentence written with core
 * words in core's SPLIT style (words/pageStyles.ts) has its quotes between NULs, at the odd places once split.
 */
import type { ReactNode } from 'react';
import { splitCode } from '../../core/index.ts';

/** Parts of a split sentence, the odd ones (its quotes) shown as code. */
export function codeSpans(parts: readonly string[]): ReactNode[] {
  return parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** A sentence written in SPLIT style, its quotes shown as code. */
export const withCode = (sentence: string): ReactNode[] => codeSpans(splitCode(sentence));
