import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./CellExplanation.tsx');
  vi.resetModules();
});

/** The HTML of a tree once every lazy part in it has settled. */
function renderAll(element: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _enc, done) { html += String(chunk); done(); },
      final(done) { resolve(html); done(); },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

describe('loadCellExplanation', () => {
  it('asks again after a failed load instead of keeping the failure for the session', async () => {
    vi.doMock('./CellExplanation.tsx', () => {
      throw new Error('network blinked');
    });
    const { loadCellExplanation } = await import('./lazyExplanation.tsx');
    await expect(loadCellExplanation()).rejects.toThrow();
    vi.doUnmock('./CellExplanation.tsx');
    const m = await loadCellExplanation();
    expect(typeof m.CellExplanation).toBe('function');
  });

  it('asks once while the load succeeds', async () => {
    const { loadCellExplanation } = await import('./lazyExplanation.tsx');
    expect(loadCellExplanation()).toBe(loadCellExplanation());
    await loadCellExplanation();
  });

  it('says a failed load in the words of every part loaded on first use, with a Try again', async () => {
    vi.doMock('./CellExplanation.tsx', () => {
      throw new Error('network blinked');
    });
    const { CellExplanation } = await import('./lazyExplanation.tsx');
    const html = await renderAll(createElement(CellExplanation, { onGoToLine: () => {} }));
    expect(html).toContain('The explanation could not load (');
    expect(html).toContain('reload the page to try again.');
    expect(html).toContain('>Try again</button>');
  });
});
