/**
 * The status bar and the message on opening a file whose bytes are not UTF-8 (review18 L0, L2):
 * "assumed" only where the editor draws the bytes as that encoding's letters, and how the editor
 * shows them said in one wording, the message's and the status bar's title alike.
 */
import { describe, expect, it } from 'vitest';
import { assumedEncodingLabel, assumedEncodingNote, assumedEncodingTitle } from './encodingWords.ts';

describe('the words of an encoding the bytes read as', () => {
  it('says "assumed" for Windows-1252 and Shift_JIS, whose letters the editor draws', () => {
    expect(assumedEncodingLabel(['shift_jis'])).toBe('Shift_JIS, assumed');
    expect(assumedEncodingNote('“a.txt”', 4, ['windows-1252'])).toMatch(/^“a\.txt” is not UTF-8: its bytes read as Windows-1252 \(Latin-1\) text, so that encoding was assumed\. .*: the editor shows the letters they stand for in Windows-1252 \(Latin-1\), underlined, /);
    expect(assumedEncodingTitle(['shift_jis'])).toBe('The file is not UTF-8; its bytes read as Shift_JIS text. The editor shows the letters they stand for in Shift_JIS, underlined; the file keeps the bytes, and Google compares them as bytes.');
  });

  it('says what GBK, Big5, EUC-KR and EUC-JP bytes read as, never "assumed": the editor shows them as \\xNN', () => {
    // Before: "GBK, EUC-KR or EUC-JP, assumed" and "so those encodings were assumed", yet nothing was read in them.
    const labels = ['gbk', 'euc-kr', 'euc-jp'];
    expect(assumedEncodingLabel(labels)).toBe('reads as GBK, EUC-KR or EUC-JP');
    const note = assumedEncodingNote('“gbk.txt”', 27, labels);
    expect(note).toMatch(/^“gbk\.txt” is not UTF-8: its bytes read as Chinese, Japanese or Korean text in GBK, EUC-KR or EUC-JP, and which one, the bytes do not tell\. Google reads robots\.txt as bytes, .*: the editor shows them as \\xNN, /);
    expect(`${note} ${assumedEncodingLabel(['big5'])} ${assumedEncodingTitle(labels)}`).not.toContain('assumed');
    expect(assumedEncodingTitle(['big5'])).toBe('The file is not UTF-8; its bytes read as Chinese, Japanese or Korean text in Big5. The editor shows them as \\xNN; the file keeps the bytes, and Google compares them as bytes.');
  });
});
