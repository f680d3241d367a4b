/**
 * What a test expects of a record, written through the column table (columns.ts) rather than as
 * a list of its columns: the test names the fields it knows the answer of, and every other column
 * of the table must hold its type's "none". So a new column (an entry in RESULT_COLUMNS) that has
 * nothing to say about a test's case changes no test (issue 24 §1: "a column is one entry"), and
 * one that says something where nothing was expected fails the test that shows it.
 */
import { CELL_COLUMNS, type JsonType, type ResultColumn } from './columns.ts';
import type { JsonValue } from './resultRecord.ts';

/** A column's value when the record has none for it, as JSON gives it. */
const NONE: Readonly<Record<JsonType, JsonValue>> = {
  string: '', 'string?': null, number: 0, 'boolean?': null, strings: [], 'object?': null,
};

function check(known: Record<string, unknown>, columns: readonly ResultColumn[]): void {
  const names = new Set(columns.map((c) => c.name));
  const unknown = Object.keys(known).filter((k) => !names.has(k));
  if (unknown.length > 0) throw new Error(`no such column: ${unknown.join(', ')}`);
}

/** The record as JSON (recordJson): the values given, every other column its type's none; in the table's order. */
export function jsonRecord(known: Record<string, JsonValue>, columns: readonly ResultColumn[] = CELL_COLUMNS): Record<string, JsonValue> {
  check(known, columns);
  return Object.fromEntries(columns.map((c) => [c.name, c.name in known ? known[c.name] : NONE[c.type]]));
}

/** The record as text (a CSV row, read back): the fields given, every other column ''; in the table's order. */
export function textRow(known: Record<string, string>, columns: readonly ResultColumn[] = CELL_COLUMNS): string[] {
  check(known, columns);
  return columns.map((c) => known[c.name] ?? '');
}

/** The header a CSV file of these columns starts with. */
export const headerOf = (columns: readonly ResultColumn[] = CELL_COLUMNS): string[] => columns.map((c) => c.name);
