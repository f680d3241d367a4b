/**
 * "Fix all" in the editor (issue 23 §2): one transaction, every fix computed against the text
 * the worker read, one undo for the exact text; nothing when that text has changed since.
 */
import { history, undo, undoDepth } from '@codemirror/commands';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits, diagnose, fixAllEdits, joinBreaks, parseRobots, splitBreaks } from '../core/index.ts';
import { buildCache } from '../worker/analyze.ts';
import { fixAll, fixAllCount, FIX_ALL_WORDS } from './fixAll.ts';
import { lineBreaks, lineBreaksExtension } from './lineBreaks.ts';
import { diagnosticsEffects, robotsLint } from './lint.ts';
import { countSeverities, groupProblems, problemsOf, SEVERITIES } from './problems.ts';

/** Enough of an EditorView for the commands: its state, dispatch, and what it announced. */
function editorWith(raw: string) {
  const { text, breaks } = splitBreaks(raw);
  const start = EditorState.create({ doc: text, extensions: [history(), lineBreaksExtension(breaks), robotsLint()] });
  const said: string[] = [];
  const view = {
    state: start.update({ effects: diagnosticsEffects(start, buildCache(text, 'google', breaks).diagnostics) }).state,
    dispatch(spec: TransactionSpec) {
      const tr = view.state.update(spec);
      for (const e of tr.effects) if (e.is(EditorView.announce)) said.push(e.value);
      view.state = tr.state;
    },
  };
  return { view, asView: view as unknown as EditorView, said, raw: () => joinBreaks(view.state.doc.toString(), lineBreaks(view.state)) };
}

describe('fix all', () => {
  it('removes every duplicate rule of a CRLF file in one transaction; one undo gives back the bytes', () => {
    const raw = 'User-agent: *\r\nDisallow: /a\r\nDisallow: /a\r\nAllow: /b\r\nDisallow: /a\r\n\r\nUser-agent: x\r\nAllow: /b\r\nAllow: /b';
    const e = editorWith(raw);
    expect(fixAllCount(e.view.state, 'duplicate-rule')).toBe(3);
    expect(fixAll(e.asView, 'duplicate-rule')).toBe(true);
    expect(e.raw()).toBe('User-agent: *\r\nDisallow: /a\r\nAllow: /b\r\n\r\nUser-agent: x\r\nAllow: /b\r\n');
    expect(e.said).toEqual([FIX_ALL_WORDS.done(3, 'Duplicate rule')]);
    expect(undoDepth(e.view.state)).toBe(1);
    undo(e.asView);
    expect(e.raw()).toBe(raw);
  });

  it("fixes Shopify's 407 duplicate rules as the core computes them, and undo restores the file", () => {
    const raw = readFileSync(new URL('../../testdata/corpus/0347_www.shopify.com.txt', import.meta.url), 'utf8');
    const e = editorWith(raw);
    expect(fixAll(e.asView, 'duplicate-rule')).toBe(true);
    expect(e.raw()).toBe(applyEdits(raw, fixAllEdits(diagnose(parseRobots(raw)), 'duplicate-rule')!));
    undo(e.asView);
    expect(e.raw()).toBe(raw);
  });

  it('does nothing once the text has changed since the fixes were found, and says so', () => {
    const e = editorWith('User-agent: *\nDisallow: /a\nDisallow: /a\nDisallow: /a\n');
    e.view.dispatch({ changes: { from: 0, insert: '#' } });
    expect(fixAll(e.asView, 'duplicate-rule')).toBe(false);
    expect(e.raw()).toBe('#User-agent: *\nDisallow: /a\nDisallow: /a\nDisallow: /a\n');
    expect(e.said).toEqual([FIX_ALL_WORDS.stale]);
  });

  it('is not offered for a code whose fixes are looked at one by one', () => {
    const e = editorWith('User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\n\nUser-agent: a\nDisallow: /z\n');
    expect(fixAllCount(e.view.state, 'duplicate-group')).toBe(0);
    expect(fixAll(e.asView, 'duplicate-group')).toBe(false);
    expect(e.said).toEqual([]);
  });
});

describe('the problems panel reads the lint state', () => {
  const text = 'User-agent: *\nDissallow: /a\nDisallow: /b\nDisallow: /b\nDisallow: /b\nNoindex: /c\nFoo: bar\n';

  it('groups by code, worst severity first, with counts per severity and Fix all where every fix is safe', () => {
    const { view } = editorWith(text);
    const problems = problemsOf(view.state);
    expect(countSeverities(problems)).toEqual({ error: 0, warning: 2, info: 3 });
    const groups = groupProblems(view.state, problems, new Set(SEVERITIES));
    expect(groups.map((g) => [g.title, g.severity, g.problems.map((p) => p.line), g.fixAll])).toEqual([
      ['Misspelled directive', 'warning', [2], 0],
      ['Unknown directive', 'warning', [7], 0],
      ['Duplicate rule', 'info', [4, 5], 2],
      ['Directive with no effect on crawling', 'info', [6], 0],
    ]);
  });

  it('leaves out the severities the filter hides', () => {
    const { view } = editorWith(text);
    const groups = groupProblems(view.state, problemsOf(view.state), new Set(['warning'] as const));
    expect(groups.map((g) => g.source)).toEqual(['misspelled-directive', 'unknown-directive']);
  });
});
