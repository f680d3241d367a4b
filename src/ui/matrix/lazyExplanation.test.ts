import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./CellExplanation.tsx');
  vi.resetModules();
});

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
});
