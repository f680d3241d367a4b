/** Main-thread task lengths from a Chromium trace (issue 12 §2's limits, e2e/corpus.spec.ts). */
import type { Browser, Page } from '@playwright/test';

/** Main-thread tasks of the page's renderer in a trace, as CPU milliseconds. */
function rendererTasks(trace: Buffer): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents ?? [];
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
}

interface TraceEvent { ph: string; name: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * Runs `work` with the page traced: the main-thread tasks of the page's renderer meanwhile, as
 * CPU milliseconds (RunTask's thread duration): under load, wall time judges the machine.
 */
export async function traced<T>(browser: Browser, page: Page, work: () => Promise<T>): Promise<{ value: T; tasks: number[] }> {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  try {
    const value = await work();
    return { value, tasks: rendererTasks(await browser.stopTracing()) };
  } catch (error) {
    await browser.stopTracing().catch(() => {});
    throw error;
  }
}
