import { describe, expect, it } from 'vitest';
import { removeCrawler, undoable, undoRemoval, type Removal } from './crawlerRemoval.ts';
import { createRobotsStore, selectMatrixCell, setCrawlers, setView } from './store.ts';

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

describe('the selected cell and the grid view follow their crawler (issue 24 §2)', () => {
  const setUp = () => {
    const store = createRobotsStore();
    setCrawlers(store, ['Googlebot', 'bingbot', 'GPTBot']);
    selectMatrixCell(store, { row: 3, col: 2 });
    setView(store, { sort: 'verdict', sortColumn: 2, blockedFor: 'GPTBot' });
    return store;
  };

  it('removing an earlier crawler keeps the cell, the sort and the filter on GPTBot', () => {
    const store = setUp();
    removeCrawler(store, 0);
    const s = store.getState();
    expect(s.inputs.crawlers[s.inputs.cell!.col]).toBe('GPTBot');
    expect(s.inputs.cell).toEqual({ row: 3, col: 1 });
    expect(s.view).toMatchObject({ sort: 'verdict', sortColumn: 1, blockedFor: 'GPTBot' });
  });

  it("removing the crawler itself drops its cell, its sort and its summary's filter; Undo brings them back", () => {
    const store = setUp();
    const removal = removeCrawler(store, 2)!;
    expect(store.getState().inputs.cell).toBeNull();
    expect(store.getState().view).toMatchObject({ sort: 'list', sortColumn: 0, blockedFor: null });
    expect(undoRemoval(store, removal)).toBe(true);
    expect(store.getState().inputs.cell).toEqual({ row: 3, col: 2 });
    expect(store.getState().view).toMatchObject({ sort: 'verdict', sortColumn: 2, blockedFor: 'GPTBot' });
  });

  it('Undo leaves a view the person changed since the removal as it is', () => {
    const store = setUp();
    const removal = removeCrawler(store, 2)!;
    setView(store, { search: 'cart' });
    undoRemoval(store, removal);
    expect(store.getState().view).toMatchObject({ sort: 'list', search: 'cart', blockedFor: null });
    expect(store.getState().inputs.cell).toEqual({ row: 3, col: 2 });
  });

  it('a new list keeps the cell on its crawler where it still is, and lets it go where not', () => {
    const store = setUp();
    setCrawlers(store, ['GPTBot', 'Googlebot']);
    expect(store.getState().inputs.cell).toEqual({ row: 3, col: 0 });
    expect(store.getState().view.sortColumn).toBe(0);
    setCrawlers(store, ['Googlebot']);
    expect(store.getState().inputs.cell).toBeNull();
  });
});
