import { describe, expect, it } from 'vitest';
import { removeCrawler, undoable, undoRemoval, type Removal } from './crawlerRemoval.ts';
import { createRobotsStore, setCrawlers } from './store.ts';

const crawlersOf = (store: ReturnType<typeof createRobotsStore>) => store.getState().inputs.crawlers;

describe('a crawler removed and put back', () => {
  it('comes back in its place, the list as it was', () => {
    const store = createRobotsStore();
    setCrawlers(store, ['Googlebot', 'bingbot', 'GPTBot']);
    const removal = removeCrawler(store, 1)!;
    expect(crawlersOf(store)).toEqual(['Googlebot', 'GPTBot']);
    expect(removal.name).toBe('bingbot');
    expect(undoable([removal], crawlersOf(store))).toBe(removal);
    expect(undoRemoval(store, removal)).toBe(true);
    expect(crawlersOf(store)).toEqual(['Googlebot', 'bingbot', 'GPTBot']);
  });

  it('removals are undone last first, each in turn', () => {
    const store = createRobotsStore();
    setCrawlers(store, ['Googlebot', 'bingbot', 'GPTBot']);
    const stack: Removal[] = [removeCrawler(store, 0)!];
    stack.push(removeCrawler(store, 1)!);
    expect(crawlersOf(store)).toEqual(['bingbot']);
    expect(undoRemoval(store, undoable(stack, crawlersOf(store))!)).toBe(true);
    stack.pop();
    expect(crawlersOf(store)).toEqual(['bingbot', 'GPTBot']);
    expect(undoRemoval(store, undoable(stack, crawlersOf(store))!)).toBe(true);
    expect(crawlersOf(store)).toEqual(['Googlebot', 'bingbot', 'GPTBot']);
  });

  it('is not offered once the list changed otherwise (a crawler added, a link opened): no surprise', () => {
    const store = createRobotsStore();
    setCrawlers(store, ['Googlebot', 'bingbot']);
    const removal = removeCrawler(store, 1)!;
    setCrawlers(store, ['Googlebot', 'Yandex']);
    expect(undoable([removal], crawlersOf(store))).toBeNull();
    expect(undoRemoval(store, removal)).toBe(false);
    expect(crawlersOf(store)).toEqual(['Googlebot', 'Yandex']);
  });

  it('removing past the list removes nothing', () => {
    const store = createRobotsStore();
    const before = crawlersOf(store);
    expect(removeCrawler(store, before.length)).toBeNull();
    expect(crawlersOf(store)).toBe(before);
  });
});
