import { history, undo } from '@codemirror/commands';
import { EditorSelection, EditorState, type TransactionSpec } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { joinBreaks, splitBreaks } from '../core/index.ts';
import { lineBreaks, lineBreaksExtension, pasteWithEndings, setLineBreaks } from './lineBreaks.ts';

function editor(raw: string) {
  const { text, breaks } = splitBreaks(raw);
  let state = EditorState.create({ doc: text, extensions: [history(), lineBreaksExtension(breaks)] });
  return {
    apply(spec: TransactionSpec) { state = state.update(spec).state; },
    undo() { undo({ state, dispatch: (tr) => { state = tr.state; } }); },
    raw: () => joinBreaks(state.doc.toString(), lineBreaks(state)),
    state: () => state,
  };
}

const MIXED = 'User-agent: *\r\nDisallow: /a\nDisallow: /b\r\n';

describe('the editor keeps each line its own ending through edits', () => {
  it('holds "\\n"-joined text and gives the exact text back', () => {
    const e = editor(MIXED);
    expect(e.state().doc.toString()).toBe('User-agent: *\nDisallow: /a\nDisallow: /b\n');
    expect(e.raw()).toBe(MIXED);
  });

  it('keeps the LF of a line typed into, and gives a new line the base ending', () => {
    const e = editor(MIXED);
    const endOfA = e.state().doc.line(2).to;
    e.apply({ changes: { from: endOfA, insert: 'x' } }); // typed right before the LF
    e.apply({ changes: { from: e.state().doc.line(2).from, insert: '#' } });
    expect(e.raw()).toBe('User-agent: *\r\n#Disallow: /ax\nDisallow: /b\r\n');
    e.apply({ changes: { from: e.state().doc.line(1).to, insert: '\nAllow: /' } }); // Enter on line 1
    expect(e.raw()).toBe('User-agent: *\r\nAllow: /\r\n#Disallow: /ax\nDisallow: /b\r\n');
  });

  it('drops an ending whose line break is deleted, and undo brings it back', () => {
    const e = editor(MIXED);
    const lf = e.state().doc.line(2).to;
    e.apply({ changes: { from: lf, to: lf + 1 } }); // lines 2 and 3 joined
    expect(e.raw()).toBe('User-agent: *\r\nDisallow: /aDisallow: /b\r\n');
    e.undo();
    expect(e.raw()).toBe(MIXED);
  });

  it('undoes a whole new document back to the old one, endings included', () => {
    const e = editor(MIXED);
    const next = splitBreaks('a\rb\n');
    e.apply({ changes: { from: 0, to: e.state().doc.length, insert: next.text }, effects: setLineBreaks.of(next.breaks) });
    expect(e.raw()).toBe('a\rb\n');
    e.undo();
    expect(e.raw()).toBe(MIXED);
  });

  it('counts the breaks as the editor has them', () => {
    const e = editor(MIXED);
    e.apply({ changes: { from: 0, insert: '\n\n' } });
    expect(lineBreaks(e.state()).count).toBe(5);
  });
});

describe('a paste keeps the endings it carries', () => {
  const paste = (e: ReturnType<typeof editor>, text: string) => {
    const spec = pasteWithEndings(e.state(), text);
    if (spec) e.apply(spec);
    return spec;
  };

  it('takes a whole pasted CRLF file as it is, over the whole document', () => {
    const e = editor('User-agent: *\nDisallow: /old\n');
    e.apply({ selection: { anchor: 0, head: e.state().doc.length } });
    const file = 'User-agent: *\r\nDisallow: /a\r\nDisallow: /b\nAllow: /c\r\n';
    paste(e, file);
    expect(e.raw()).toBe(file);
    expect(lineBreaks(e.state()).base).toBe('crlf');
    e.undo();
    expect(e.raw()).toBe('User-agent: *\nDisallow: /old\n');
  });

  it('keeps pasted CRLF and CR lines inside an LF document, and the document\'s own lines as they were', () => {
    const e = editor('User-agent: *\nDisallow: /x\n');
    e.apply({ selection: { anchor: e.state().doc.line(2).to } });
    paste(e, '\r\nAllow: /y\rAllow: /z');
    expect(e.raw()).toBe('User-agent: *\nDisallow: /x\r\nAllow: /y\rAllow: /z\n');
    e.undo();
    expect(e.raw()).toBe('User-agent: *\nDisallow: /x\n');
  });

  it('takes a whole pasted LF file as LF, over a whole CRLF document (before, the download was CRLF)', () => {
    const crlf = 'User-agent: *\r\nDisallow: /a\r\n';
    const e = editor(crlf);
    expect(lineBreaks(e.state()).base).toBe('crlf');
    e.apply({ selection: { anchor: 0, head: e.state().doc.length } });
    paste(e, 'User-agent: *\nDisallow: /b\n');
    expect(e.raw()).toBe('User-agent: *\nDisallow: /b\n');
    expect(lineBreaks(e.state()).base).toBe('lf');
    e.undo();
    expect(e.raw()).toBe(crlf);
    // Into part of the document, LF lines take the document's endings, as typed lines do.
    e.apply({ selection: { anchor: e.state().doc.length } });
    expect(paste(e, 'Allow: /c\n')).toBeNull();
  });

  it('leaves a paste with no CR, or over several selections, to CodeMirror', () => {
    const e = editor(MIXED);
    expect(paste(e, 'Allow: /\nAllow: /q')).toBeNull();
    const multi = EditorState.create({
      doc: 'ab', selection: EditorSelection.create([EditorSelection.cursor(0), EditorSelection.cursor(1)]),
      extensions: [EditorState.allowMultipleSelections.of(true), lineBreaksExtension(splitBreaks('ab').breaks)],
    });
    expect(pasteWithEndings(multi, 'a\r\nb')).toBeNull();
  });
});
