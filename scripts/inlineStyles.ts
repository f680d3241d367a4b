/**
 * The page's stylesheet written into index.html as a <style> element, not linked (issue 24 §3).
 *
 * Why: the static frame (index.html's header, panes and the example's text) can paint as soon as
 * the HTML is read, but a linked stylesheet blocks that paint for one more request: on a phone's
 * slow 4G one round trip and 8.7 kB (Lighthouse's simulation: ~900 ms to the first paint where
 * the HTML alone comes in ~600 ms). And Lighthouse's simulated first paint counts every
 * high-priority script that had come in before the paint it observed; on localhost the module
 * scripts came in before the stylesheet in about half the runs, and those runs read the first
 * paint at 2.3 s (the 330 kB of JavaScript over slow 4G) where the others read 0.9–1.1 s. With
 * the styles in the HTML, the frame paints before the scripts are read.
 *
 * The policy allows it as it is: style-src has 'unsafe-inline' already (CodeMirror's injected
 * themes, public/_headers). The service worker's list is a walk of dist/, so the stylesheet that
 * no page links any more is not built at all.
 */
import type { Plugin } from 'vite';

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="\.\/(assets\/[^"]+\.css)">/g;

/**
 * The addresses in `css` that a <style> element would read otherwise than its file did: a
 * relative url() or @import resolves against the stylesheet's own address when linked
 * (assets/x.css), but against the page's when inlined, so `url(./icon.svg)` (Vite writes its
 * assets so under base './') would ask for /icon.svg, not /assets/icon.svg, and miss. An address
 * with a scheme (data:, https:), a path from the root or another host (/x, //h/x) or a fragment
 * (#x, which names an element of the document either way) reads the same in both. In
 * image-set() and -webkit-image-set() a bare string is an address too (`image-set("a.png" 1x)`),
 * but not one inside a function there (`type("image/avif")`).
 */
export function relativeUrls(css: string): string[] {
  const found: { at: number; address: string }[] = [];
  // One scan from the left, so a url() inside a comment or a string (`content: "url(x)"`) is
  // passed over as the text it is, as a CSS reader would.
  const ADDRESS = /\/\*[\s\S]*?(?:\*\/|$)|(?<![\w-])url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')|(?<![\w-])((?:-webkit-)?image-set)\(|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/gi;
  const relative = (address: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(address.trim());
  for (const m of css.matchAll(ADDRESS)) {
    // The scan goes on inside image-set(): its url()s are found as anywhere else, its strings
    // passed over as strings, so they are read here.
    if (m[6] !== undefined) found.push(...imageSetStrings(css, m.index + m[0].length).filter((s) => relative(s.address)));
    const address = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5];
    if (address === undefined) continue; // a comment, a string or image-set(
    if (relative(address)) found.push({ at: m.index, address });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.address);
}

/** The strings among the arguments of the image-set( that ends before `from`: not those in a function inside it, nor in a comment. */
function imageSetStrings(css: string, from: number): { at: number; address: string }[] {
  const strings: { at: number; address: string }[] = [];
  const TOKEN = /\/\*[\s\S]*?(?:\*\/|$)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|[()]/g;
  TOKEN.lastIndex = from;
  let depth = 1;
  for (let m = TOKEN.exec(css); m !== null && depth > 0; m = TOKEN.exec(css)) {
    if (m[0] === '(') depth++;
    else if (m[0] === ')') depth--;
    else if (depth === 1 && (m[1] ?? m[2]) !== undefined) strings.push({ at: m.index, address: m[1] ?? m[2] });
  }
  return strings;
}

/**
 * `html` with each linked stylesheet of `assets` in a <style> element; the names written in.
 * A link whose file is not in `assets`, a style that would end its element early, or one that
 * names a file relative to itself (relativeUrls) is refused: a page that misses its styles or
 * their images is not shipped.
 */
export function inlineStylesheets(html: string, assets: ReadonlyMap<string, string>): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const out = html.replace(LINK, (_link, file: string) => {
    const css = assets.get(file);
    if (css === undefined) throw new Error(`index.html links ${file}, which the build did not make`);
    if (/<\/style/i.test(css)) throw new Error(`${file} holds '</style', which would end its <style> element early`);
    const relative = relativeUrls(css);
    if (relative.length > 0) {
      throw new Error(`${file} refers to ${relative.map((u) => `'${u}'`).join(', ')} relative to itself: written into index.html it would be read from the page's folder instead. Give the address from the root ('/…'), or as data: (Vite's assetsInlineLimit), or keep the file out of the CSS.`);
    }
    inlined.push(file);
    // A function's result is not read for `$` patterns, so the CSS goes in as it is.
    return `<style>${css}</style>`;
  });
  return { html: out, inlined };
}

export function inlineStyles(): Plugin {
  return {
    name: 'robotscope:inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const assets = new Map<string, string>();
        for (const [name, item] of Object.entries(bundle)) {
          if (item.type === 'asset' && name.endsWith('.css')) assets.set(name, typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source));
        }
        const { html: out, inlined } = inlineStylesheets(html, assets);
        // No page links it any more: not written, not precached.
        for (const name of inlined) delete bundle[name];
        return out;
      },
    },
  };
}
