/** One benchmark figure compared with robots-parser and its goal, and the table they print as. */

export interface Row {
  metric: string;
  unit: string;
  robotscope: number | null;
  robotsParser: number | null;
  /** The goal as a person reads it, e.g. "≤ 10 ms". */
  goal: string;
  /** null when the row has no goal. */
  pass: boolean | null;
  note?: string;
}

function formatNumber(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = value >= 1000 ? 0 : value >= 100 ? 1 : value >= 10 ? 2 : 3;
  const text = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit ? `${text} ${unit}` : text;
}

export function renderTable(rows: Row[]): string {
  const header = ['metric', 'robotscope', 'robots-parser', 'goal', 'pass/fail'];
  const cells = rows.map((r) => [
    r.metric,
    formatNumber(r.robotscope, r.unit),
    formatNumber(r.robotsParser, r.unit),
    r.goal,
    r.pass === null ? '' : r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]): string => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  const notes = rows.filter((r) => r.note).map((r) => `  * ${r.metric}: ${r.note}`);
  return [line(header), rule, ...cells.map(line), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
