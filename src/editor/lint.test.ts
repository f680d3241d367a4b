import { history, undo } from '@codemirror/commands';
import { diagnosticCount, forEachDiagnostic, type Action } from '@codemirror/lint';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { decodeRobots, encodeRobots, joinBreaks, splitBreaks, type Diagnostic } from '../core/index.ts';
import { say } from '../core/words/diagnosticWords.ts';
import { buildCache } from '../worker/analyze.ts';
import { lineBreaks, lineBreaksExtension } from './lineBreaks.ts';
import { diagnosticRuns, diagnosticsEffects, fixAction } from './lint.ts';

const diag: Diagnostic = {
  code: 'misspelled-directive', severity: 'warning', from: 14, to: 23, line: 2, column: 1, endLine: 2, endColumn: 10,
  say: say('misspelled', 'Dissallow', 'Disallow', true, 'google'), fix: { say: say('fixWrite', 'Disallow'), from: 14, to: 23, insert: 'Disallow' },
};
const doc = 'User-agent: *\nDissallow: /a\n';

/** Just enough of an EditorView for an Action: its state and dispatch. */
function fakeView(state: EditorState) {
  const view = { state, dispatch: (spec: TransactionSpec) => { view.state = view.state.update(spec).state; } };
  return view;
}

describe('lint bridge', () => {
  it('pushes worker diagnostics with setDiagnostics, fix as an action', () => {
    let state = EditorState.create({ doc });
    state = state.update({ effects: diagnosticsEffects(state, [diag]) }).state;
    expect(diagnosticCount(state)).toBe(1);
    forEachDiagnostic(state, (d) => {
      expect(d.severity).toBe('warning');
      expect(d.source).toBe('misspelled-directive');
      expect(d.actions?.[0].name).toBe('Write "Disallow"');
    });
  });

  it('applies a fix at the diagnostic’s current place after edits before it', () => {
    const state = EditorState.create({ doc: '# x\n' + doc });
    const view = fakeView(state);
    fixAction(diag)!.apply(view as unknown as EditorView, diag.from + 4, diag.to + 4);
    expect(view.state.doc.toString()).toBe('# x\nUser-agent: *\nDisallow: /a\n');
  });

  it('clamps diagnostics to the document (a result for a longer text)', () => {
    let state = EditorState.create({ doc: 'short' });
    state = state.update({ effects: diagnosticsEffects(state, [{ ...diag, fix: undefined }]) }).state;
    forEachDiagnostic(state, (_d, from, to) => {
      expect(from).toBeLessThanOrEqual(5);
      expect(to).toBeLessThanOrEqual(5);
    });
  });
});

describe('lint bridge: runs of invalid characters', () => {
  const nul = (i: number): Diagnostic => ({
    code: 'invalid-char', severity: 'warning', from: i, to: i + 1, line: 1, column: i + 1, endLine: 1, endColumn: i + 2,
    say: say('invalidChar', 0, false, 'google'), fix: { say: say('fixRemoveIt'), from: i, to: i + 1, insert: '' },
  });

  it('makes one editor diagnostic of a run of the same invalid character, one per run', () => {
    // A binary file read as text: a diagnostic per character was an underline element per
    // character (issue 12 §2).
    const text = 'a\0\0\0b\0c';
    let state = EditorState.create({ doc: text });
    state = state.update({ effects: diagnosticsEffects(state, [nul(5), nul(3), nul(1), nul(2)]) }).state;
    const seen: [number, number, string][] = [];
    forEachDiagnostic(state, (d, from, to) => seen.push([from, to, d.message]));
    const words = 'A NUL character on this line. RFC 9309 does not allow it; Google stops reading the line there, as a C string ends, so the rest of the line is ignored. Remove it.';
    expect(seen).toEqual([[1, 4, `3 in a row: ${words}`], [5, 6, words]]);
  });

  it('keeps different characters, other codes and non-adjacent ones apart', () => {
    const other = { ...nul(2), say: say('invalidChar', 1, false, 'google') };
    const runs = diagnosticRuns([nul(1), other, nul(3), { ...diag, from: 4, to: 5 }, nul(6)]);
    expect(runs.map((r) => r.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('fixes the whole run at once, where it is now, and not after text was typed inside it', () => {
    const text = 'a\0\0\0b';
    let state = EditorState.create({ doc: text });
    state = state.update({ effects: diagnosticsEffects(state, [nul(1), nul(2), nul(3)]) }).state;
    let action: ReturnType<typeof fixAction> = null;
    forEachDiagnostic(state, (d) => { action = d.actions![0]; });
    expect(action!.name).toBe('Remove it (all 3)');
    const view = fakeView(EditorState.create({ doc: `##${text}` }));
    action!.apply(view as unknown as EditorView, 3, 6);
    expect(view.state.doc.toString()).toBe('##ab');
    const typedInside = fakeView(EditorState.create({ doc: 'a\0z\0\0b' }));
    action!.apply(typedInside as unknown as EditorView, 1, 5);
    expect(typedInside.state.doc.toString()).toBe('a\0z\0\0b');
  });
});

describe('lint bridge: fixes of several edits, in a file with its own line endings', () => {
  /** An editor holding `raw` with its endings, the worker's diagnostics pushed, and what it saves. */
  function editorWith(raw: string) {
    const { text, breaks } = splitBreaks(raw);
    const start = EditorState.create({ doc: text, extensions: [history(), lineBreaksExtension(breaks)] });
    const cache = buildCache(text, 'google', breaks);
    const view = fakeView(start.update({ effects: diagnosticsEffects(start, cache.diagnostics) }).state);
    const action = (code: string) => {
      let found: { action: Action; from: number; to: number } | null = null;
      forEachDiagnostic(view.state, (d, from, to) => { if (d.source === code && d.actions) found = { action: d.actions[0], from, to }; });
      return found as { action: Action; from: number; to: number } | null;
    };
    return {
      view,
      action,
      raw: () => joinBreaks(view.state.doc.toString(), lineBreaks(view.state)),
      undo: () => undo(view as unknown as EditorView),
    };
  }

  it('moves a group\'s rules up in a CRLF file, keeping every ending, and undo gives the bytes back', () => {
    const raw = 'User-agent: a\r\nDisallow: /x\r\n\r\nUser-agent: b\r\nDisallow: /z\r\n\r\nUser-agent: a\r\n# why\nDisallow: /y\r\n';
    const e = editorWith(raw);
    const fix = e.action('duplicate-group')!;
    expect(fix.action.name).toBe('Move its rules into the group on line 1');
    fix.action.apply(e.view as unknown as EditorView, fix.from, fix.to);
    // The comment's own LF moves with it; every other line stays CRLF.
    expect(e.raw()).toBe('User-agent: a\r\nDisallow: /x\r\n# why\nDisallow: /y\r\n\r\nUser-agent: b\r\nDisallow: /z\r\n');
    e.undo();
    expect(e.raw()).toBe(raw);
  });

  it('gives every line the main ending, whichever it is, and undo gives the mix back', () => {
    for (const [raw, fixed] of [
      ['User-agent: *\r\nDisallow: /a\nDisallow: /b\r\nAllow: /c\r\n', 'User-agent: *\r\nDisallow: /a\r\nDisallow: /b\r\nAllow: /c\r\n'],
      ['User-agent: *\nDisallow: /a\r\nDisallow: /b\rAllow: /c\n', 'User-agent: *\nDisallow: /a\nDisallow: /b\nAllow: /c\n'],
    ]) {
      const e = editorWith(raw);
      const fix = e.action('mixed-line-endings')!;
      fix.action.apply(e.view as unknown as EditorView, fix.from, fix.to);
      expect(e.raw()).toBe(fixed);
      expect(e.view.state.doc.toString()).toBe(fixed.replace(/\r\n?/g, '\n'));
      e.undo();
      expect(e.raw()).toBe(raw);
    }
  });

  it('converts a UTF-16 file to UTF-8 text with its CRLF endings, and undo gives the UTF-16 bytes back', () => {
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from('User-agent: *\r\nDisallow: /é\r\n', 'utf16le')]);
    const raw = decodeRobots(bytes).text;
    const e = editorWith(raw);
    const fix = e.action('invalid-utf8')!;
    expect(fix.action.name).toBe('Convert the file from UTF-16LE to UTF-8');
    fix.action.apply(e.view as unknown as EditorView, fix.from, fix.to);
    expect(e.raw()).toBe('User-agent: *\r\nDisallow: /é\r\n');
    expect(lineBreaks(e.view.state).base).toBe('crlf');
    e.undo();
    expect(encodeRobots(e.raw())).toEqual(bytes);
  });

  it('does not apply a fix of several edits to a text changed since (it would land in the wrong places)', () => {
    const raw = 'User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\n';
    const e = editorWith(raw);
    const fix = e.action('duplicate-group')!;
    e.view.dispatch({ changes: { from: 0, insert: '# top\n' } });
    fix.action.apply(e.view as unknown as EditorView, fix.from + 6, fix.to + 6);
    expect(e.raw()).toBe(`# top\n${raw}`);
  });
});
