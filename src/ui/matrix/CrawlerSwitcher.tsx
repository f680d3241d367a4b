/**
 * On a phone the grid shows one crawler at a time (issue 24 §2): this picks which. A native
 * select: keyboard, screen readers and the phone's own picker with nothing of our own.
 */
import { columnName, type MatrixData } from '../../state/matrix.ts';

interface Props {
  data: MatrixData;
  /** The crawler shown, by index into data.columns. */
  col: number;
  onChange(col: number): void;
}

export function CrawlerSwitcher({ data, col, onChange }: Props) {
  return (
    <label className="crawler-switcher">
      Crawler shown
      <select value={col} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {data.columns.map((c, j) => <option key={j} value={j}>{`${columnName(c)} (${j + 1} of ${data.columns.length})`}</option>)}
      </select>
    </label>
  );
}
