import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './scriptsAfterFrame.ts';

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
