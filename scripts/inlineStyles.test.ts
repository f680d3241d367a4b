import { describe, expect, it } from 'vitest';
import { inlineStylesheets, relativeUrls } from './inlineStyles.ts';

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

  it('refuses a stylesheet that names a file relative to itself, which inlined would be read from the page\'s folder', () => {
    const html = page('<link rel="stylesheet" crossorigin href="./assets/index-Y.css">');
    const build = (css: string) => () => inlineStylesheets(html, new Map([['assets/index-Y.css', css]]));
    expect(build('.logo{background:url(./logo-abc.svg)}')).toThrow(/assets\/index-Y\.css refers to '\.\/logo-abc\.svg' relative to itself/);
    expect(build('.a{mask:url("icons/a.svg")}')).toThrow(/'icons\/a\.svg'/);
    expect(build("@import 'more.css';")).toThrow(/'more\.css'/);
    expect(build('.a{background:image-set("a.png" 1x)}')).toThrow(/'a\.png'/);
    expect(build(".a{background:-webkit-image-set('a.png' 1x)}")).toThrow(/'a\.png'/);
    expect(build('.a{background:URL( ../x.png )}')).toThrow(/'\.\.\/x\.png'/);
    expect(build('.a{background:url(data:image/png;base64,AA==)} .b{background:url(/x.png)}')().inlined).toEqual(['assets/index-Y.css']);
  });
});

describe('relativeUrls: the addresses a <style> element would read against the page', () => {
  it('finds url() and @import addresses without a scheme, a root or a fragment', () => {
    expect(relativeUrls('a{b:url(x.png)} c{d:url("./y.svg") url(\'../z.woff2\')} @import "w.css"; e{f:url()}')).toEqual(['x.png', './y.svg', '../z.woff2', 'w.css', '']);
  });

  it('passes data:, https:, root, other-host and fragment addresses, and url() in comments and strings', () => {
    const css = [
      'a{b:url(data:image/svg+xml;base64,PHN2Zz4=)}', 'c{d:url("https://e.com/f.png")}', 'g{h:url(/root.png)}',
      'i{j:url(//cdn.e.com/k.png)}', 'l{filter:url(#blur)}', '/* url(commented.png) */', 'm::before{content:"url(quoted.png) \\" url(x)"}',
      'n{o:myurl(p)}',
    ].join('\n');
    expect(relativeUrls(css)).toEqual([]);
  });

  it('reads a bare string in image-set() and -webkit-image-set() as an address, but not one in a function there', () => {
    expect(relativeUrls('a{b:image-set("a.png" 1x, \'b.png\' 2x)}')).toEqual(['a.png', 'b.png']);
    expect(relativeUrls("c{d:-webkit-image-set('c.png' 1x)}")).toEqual(['c.png']);
    expect(relativeUrls('e{f:IMAGE-SET(url(g.png) 1x, "h.avif" type("image/avif"), /* "i.png" */ "data:image/png;base64,AA==" 2x)}')).toEqual(['g.png', 'h.avif']);
    expect(relativeUrls('j{k:image-set("/l.png" 1x, "https://e.com/m.png" 2x)} n::before{content:"image-set(\\"o.png\\")"} p{q:my-image-set("r.png")}')).toEqual([]);
  });
});
