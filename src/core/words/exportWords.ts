/**
 * What the Export menu says while it makes a file and when a file lacks what the grid shows
 * (review21 M1), and how the Markdown report points at the URL sets' columns it leaves out
 * (review21 M2). Loaded with the exports (app/exportDownload.ts), not in the page's start.
 */
const list = (names: readonly string[]) => names.map((n) => `“${n}”`).join(', ');

export const EXPORT_WORDS = {
  /** The item chosen while the sets worker is on other work (their coverage): the page stays usable. */
  preparing: (file: string) => `Preparing ${file}: waiting for the URL sets' own columns (the worker reading them may be working out their coverage). You can keep working; the file comes when they do.`,
  /** The sets worker failed to give the columns: the file is saved with the verdicts, and says what it lacks. */
  withoutColumns: (file: string, sets: readonly string[], columns: readonly string[], why: string) =>
    `${file} was saved without the own columns of ${list(sets)} (${columns.slice(0, 3).join(', ')}${columns.length > 3 ? ' …' : ''}): ${why}. Its verdicts are complete; choose Export again to have the columns too.`,
  /** The Markdown report's line where a set's columns are too many for a report read by people. */
  columnsElsewhere: (n: number, limit: number) =>
    `The URL sets' ${n.toLocaleString('en')} own columns are not in this report (it shows them up to ${limit}): the CSV and JSON exports carry them all.`,
} as const;
