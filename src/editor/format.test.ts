import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { joinBreaks, splitBreaks } from '../core/index.ts';
import { formatTransaction } from './format.ts';
import { lineBreaks, lineBreaksExtension } from './lineBreaks.ts';

function stateOf(raw: string): EditorState {
  const { text, breaks } = splitBreaks(raw);
  return EditorState.create({ doc: text, extensions: lineBreaksExtension(breaks) });
}

describe('Format document in the editor', () => {
  it('formats in one transaction, each line keeping its own ending', () => {
    const state = stateOf('user-agent:a\r\ndisallow:/a\nuser-agent: b\r\nDisallow: /b\r\n');
    const { spec, note } = formatTransaction(state);
    expect(note).toMatch(/Formatted/);
    const after = state.update(spec!).state;
    expect(joinBreaks(after.doc.toString(), lineBreaks(after))).toBe('User-agent: a\r\nDisallow: /a\n\r\nUser-agent: b\r\nDisallow: /b\r\n');
  });

  it('says so and changes nothing when the document is already formatted', () => {
    const { spec, note } = formatTransaction(stateOf('User-agent: *\nDisallow: /a\n'));
    expect(spec).toBeNull();
    expect(note).toMatch(/already formatted/);
  });

  it('says why it leaves a file near the 500 KiB limit alone', () => {
    const { spec, note } = formatTransaction(stateOf('User-agent: *\n' + 'disallow:/x\n'.repeat(50_000)));
    expect(spec).toBeNull();
    expect(note).toMatch(/500 KiB/);
  });
});
