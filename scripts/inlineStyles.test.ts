import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineStyles.ts';

const page = (head: string) => `<html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('inlineStylesheets: the stylesheet in index.html, so the frame paints with no request', () => {
  it('puts each linked stylesheet in a <style> element, byte for byte, and names it', () => {
    const css = '.a::before{content:"$& $1 $$"}\n.b{color:red}';
    const html = page('<script type="module" crossorigin src="./assets/index-X.js"></script>\n<link rel="stylesheet" crossorigin href="./assets/index-Y.css">');
    const { html: out, inlined } = inlineStylesheets(html, new Map([['assets/index-Y.css', css]]));
    expect(out).toBe(page(`<script type="module" crossorigin src="./assets/index-X.js"></script>\n<style>${css}</style>`));
    expect(inlined).toEqual(['assets/index-Y.css']);
  });

  it('refuses a link to a stylesheet the build did not make, and a stylesheet that would end its element', () => {
    const html = page('<link rel="stylesheet" crossorigin href="./assets/index-Y.css">');
    expect(() => inlineStylesheets(html, new Map())).toThrow(/did not make/);
    expect(() => inlineStylesheets(html, new Map([['assets/index-Y.css', 'a{}</style><script>']]))).toThrow(/<\/style/);
  });
});
