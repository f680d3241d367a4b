/**
 * The page's module scripts fetched at low priority (`fetchpriority="low"` on index.html's module
 * <script> and its modulepreload links), since the first paint does not wait for them (issue 24 §3).
 *
 * Why: the static frame (index.html's header, panes and the example's text, its styles inline)
 * paints once the HTML is read; the scripts only replace it. At their default priority (High)
 * Chromium's network log says otherwise, and Lighthouse's simulated first paint takes it at its
 * word: every High-priority script that had come in before the paint it observed is counted as
 * blocking that paint (module scripts leave no `EvaluateScript` event that would show them run
 * after it), so on a server as near as localhost, where the 330 kB of chunks often come in before
 * the frame's first paint, the simulated first and largest paints were 2.2–2.4 s and 2.9–3.1 s
 * (the chunks over slow 4G) instead of ~0.9 s. Low is also the truth for a real browser: nothing
 * of the first paint needs them, and nothing else of the page's start competes with them.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = NonNullable<IndexHtmlTransformContext['chunk']>;

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")(?![^>]*\bfetchpriority=)/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** `html` with `fetchpriority="low"` on each module script and modulepreload link that names none. */
export function lowPriorityScripts(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script fetchpriority="low"').replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

/** The page's own modules, which src/main.tsx imports a task after the libraries. */
const START_STAGE = /\/src\/pageModules\.ts$/;

/**
 * `html` with a modulepreload link for the start's second stage (the chunk of src/pageModules.ts and
 * every chunk it imports) that it has none for yet: main.tsx imports it with `import()` so that the
 * libraries and the page's own modules are evaluated in two tasks, not one (issue 24 §3), but the
 * page needs it at once, so it is fetched with the entry, as a static import would be.
 */
export function preloadStartStage(html: string, bundle: Bundle, entry: Chunk): string {
  const files: string[] = [];
  const add = (file: string): void => {
    const chunk = bundle[file];
    if (files.includes(file) || chunk?.type !== 'chunk') return;
    files.push(file);
    chunk.imports.forEach(add);
  };
  const stage = entry.dynamicImports.find((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' && START_STAGE.test(chunk.facadeModuleId ?? '');
  });
  if (!stage) throw new Error(`the entry ${entry.fileName} imports no src/pageModules.ts: nothing to preload as the start's second stage`);
  add(stage);
  const links = files.filter((file) => !html.includes(`/${file}"`)).map((file) => `  <link rel="modulepreload" crossorigin href="./${file}">\n`);
  return html.replace(/<\/head>/, `${links.join('')}</head>`);
}

/** The start's second stage as Vite names its chunk (`name-hash.js`, under assets/). */
const START_STAGE_FILE = /(^|\/)pageModules-[\w-]+\.js$/;

/**
 * The script files Vite's loader asks for at a dynamic import (build.modulePreload.resolveDependencies):
 * none for the start's second stage, which index.html preloads already (preloadStartStage).
 */
export function preloadedAtImport(file: string, deps: string[]): string[] {
  return START_STAGE_FILE.test(file) ? [] : deps;
}

export function scriptsAfterFrame(): Plugin {
  return {
    name: 'robotscope:scripts-after-frame',
    apply: 'build',
    // After Vite wrote the entry's <script> and its modulepreload links.
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) => lowPriorityScripts(bundle && chunk ? preloadStartStage(html, bundle, chunk) : html),
    },
  };
}
