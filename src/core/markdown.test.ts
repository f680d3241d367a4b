/** The one way Markdown is written: a code span reads back as the text it holds, in a paragraph and in a GFM table cell. */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { backtickFence, mdCode, mdText } from './markdown.ts';

interface Node { type: string; value?: string; children?: Node[] }
const tree = (md: string) => fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as Node;
function all(node: Node, type: string): Node[] {
  return [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((c) => all(c, type))];
}

const HOSTILE = ['Disallow: /a*[x](http://e.com)', '`', '``x`', ' lead', 'a|b', '<img src=x>', '*x* _y_', ''];

describe('mdCode and mdText: text from a file reads back as itself', () => {
  it('holds any text as one code span in a paragraph, backticks and all', () => {
    for (const s of HOSTILE.filter((t) => t.trim() !== '')) {
      expect(all(tree(`see ${mdCode(s)} here`), 'inlineCode').map((c) => c.value)).toEqual([s]);
    }
  });

  it('holds a `|` in a table cell without ending the cell', () => {
    const md = `| a | b |\n| --- | --- |\n| ${mdCode('x|y', true)} | z |\n`;
    expect(all(tree(md), 'tableCell').map((c) => all(c, 'inlineCode').map((k) => k.value).join(''))).toEqual(['', '', 'x|y', '']);
  });

  it('keeps a line break from ending a list item or a table row', () => {
    expect(mdCode('a\nb')).toBe('`a b`');
    expect(mdText('a\r\nb')).toBe('a b');
  });

  it('escapes the characters that would open markup mid-line', () => {
    expect(all(tree(`x ${mdText('*[a](/x)* <b>')}`), 'link')).toEqual([]);
    expect(all(tree(`x ${mdText('<b>')}`), 'html')).toEqual([]);
    expect(all(tree(`x ${mdText('*em* <b>')}`), 'emphasis')).toEqual([]);
  });

  it('opens a fence longer than any run of backticks in the text, and no shorter than asked', () => {
    expect(backtickFence('a ``` b')).toBe('````');
    expect(backtickFence('plain', 3)).toBe('```');
    expect(backtickFence('`````', 3)).toBe('``````');
  });
});
