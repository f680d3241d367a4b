/** The one way Markdown is written: a code span reads back as the text it holds, in a paragraph and in a GFM table cell. */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { backtickFence, mdCode, mdName, mdText } from './markdown.ts';

interface Node { type: string; value?: string; url?: string; children?: Node[] }
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

describe('an address and a crawler\'s name in Markdown', () => {
  const HEADER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const plain = (md: string) => all(tree(md), 'text').map((t) => t.value).join('');

  it('escaping an address\'s dots does not keep it from being a link, and garbles it: mdCode holds it as written', () => {
    // Why no Markdown writer escapes `.` and `(` to hide an address (the matrix report did): GFM
    // still makes the link, with the backslashes in its address.
    expect(all(tree('Site: https://www\\.ebay\\.com'), 'link').map((l) => l.url)).toEqual(['https://www\\.ebay\\.com']);
    const md = `Site: ${mdCode('https://www.ebay.com')}.`;
    expect(all(tree(md), 'link')).toEqual([]);
    expect(all(tree(md), 'inlineCode').map((c) => c.value)).toEqual(['https://www.ebay.com']);
  });

  it('writes a product token as escaped text and anything else as code, in a paragraph and in a table cell', () => {
    expect(mdName('Googlebot-Image')).toBe('Googlebot-Image');
    expect(mdName('*')).toBe('\\*');
    expect(mdName('Chat_Bot')).toBe('Chat\\_Bot');
    expect(plain(`x ${mdName('*')} y`)).toBe('x * y');
    for (const name of [HEADER, 'www.example.com', 'a|b', '[x](http://e.com)']) {
      expect(all(tree(`x ${mdName(name)} y`), 'link')).toEqual([]);
      expect(all(tree(`x ${mdName(name)} y`), 'inlineCode').map((c) => c.value)).toEqual([name]);
      const row = `| a | b |\n| --- | --- |\n| ${mdName(name, true)} | z |\n`;
      expect(all(tree(row), 'tableCell').map((c) => all(c, 'inlineCode').map((k) => k.value).join(''))).toEqual(['', '', name, '']);
    }
  });
});
