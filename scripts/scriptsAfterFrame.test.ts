import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, preloadedAtImport, preloadStartStage } from './scriptsAfterFrame.ts';

describe('lowPriorityScripts: the module scripts fetched after what the frame paints with', () => {
  it('asks low priority of the module script and each modulepreload link, and of nothing else', () => {
    const html = [
      '<script>var t=1</script>',
      '<script type="module" crossorigin src="./assets/index-X.js"></script>',
      '<link rel="modulepreload" crossorigin href="./assets/a-Y.js">',
      '<link rel="manifest" href="./manifest.webmanifest" />',
      '<link rel="icon" href="./favicon.svg" type="image/svg+xml" />',
    ].join('\n');
    expect(lowPriorityScripts(html)).toBe([
      '<script>var t=1</script>',
      '<script fetchpriority="low" type="module" crossorigin src="./assets/index-X.js"></script>',
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="./assets/a-Y.js">',
      '<link rel="manifest" href="./manifest.webmanifest" />',
      '<link rel="icon" href="./favicon.svg" type="image/svg+xml" />',
    ].join('\n'));
  });

  it('leaves a priority already named as it is', () => {
    const html = '<script type="module" fetchpriority="high" src="./a.js"></script><link rel="modulepreload" fetchpriority="auto" href="./b.js">';
    expect(lowPriorityScripts(html)).toBe(html);
  });
});

describe("preloadStartStage: the page's own modules fetched with the entry, though imported a task later", () => {
  type Bundle = Parameters<typeof preloadStartStage>[1];
  type Chunk = Parameters<typeof preloadStartStage>[2];
  const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], facadeModuleId: string | null = null) =>
    ({ type: 'chunk', fileName, imports, dynamicImports, facadeModuleId }) as unknown as Chunk;
  const entry = chunk('assets/index-A.js', ['assets/runtime-R.js'], ['assets/pageModules-P.js', 'assets/lazy-L.js'], '/x/src/main.tsx');
  const bundle = {
    'assets/index-A.js': entry,
    'assets/runtime-R.js': chunk('assets/runtime-R.js', []),
    'assets/pageModules-P.js': chunk('assets/pageModules-P.js', ['assets/index-A.js', 'assets/runtime-R.js', 'assets/words-W.js'], ['assets/lazy-L.js'], '/x/src/pageModules.ts'),
    'assets/words-W.js': chunk('assets/words-W.js', ['assets/runtime-R.js']),
    'assets/lazy-L.js': chunk('assets/lazy-L.js', ['assets/words-W.js'], [], '/x/src/ui/Lazy.tsx'),
  } as unknown as Bundle;
  const head = '<script type="module" crossorigin src="./assets/index-A.js"></script>\n<link rel="modulepreload" crossorigin href="./assets/runtime-R.js">\n</head>';

  it('links the stage and the chunks it imports that the page does not already name, and no chunk loaded on first use', () => {
    expect(preloadStartStage(head, bundle, entry)).toBe([
      '<script type="module" crossorigin src="./assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="./assets/runtime-R.js">',
      '  <link rel="modulepreload" crossorigin href="./assets/pageModules-P.js">',
      '  <link rel="modulepreload" crossorigin href="./assets/words-W.js">',
      '</head>',
    ].join('\n'));
  });

  it('refuses a build whose entry no longer imports the stage (the preload would be lost unnoticed)', () => {
    const alone = chunk('assets/index-A.js', [], ['assets/lazy-L.js'], '/x/src/main.tsx');
    expect(() => preloadStartStage(head, bundle, alone)).toThrow(/pageModules/);
  });
});

describe("preloadedAtImport: what Vite's loader asks for at a dynamic import", () => {
  it('asks for nothing at the start stage (preloaded), for the rest what Vite listed', () => {
    const deps = ['assets/words-W.js', 'assets/late-L.js'];
    expect(preloadedAtImport('assets/pageModules-BgehTyG4.js', deps)).toEqual([]);
    expect(preloadedAtImport('assets/ComparePanel-C5Ks4Bt3.js', deps)).toEqual(deps);
    expect(preloadedAtImport('assets/notPageModules.js', deps)).toEqual(deps);
  });
});
