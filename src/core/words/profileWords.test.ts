/**
 * A reading has one set of words (issue 24 §1): the menu, the explanation, the hover, the grid's
 * titles, the diagnostics and the CLI name it from profileWords.ts. Before, four tables held
 * its names ("The 1996 draft" here, "1996 draft" there) and drifted apart; this test finds a
 * new one wherever it is written in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { READING_CHOICES } from '../readings.ts';
import { PROFILES } from '../types.ts';
import { PROFILE_WORDS, READING_CHOICE_WORDS } from './profileWords.ts';

const SRC = join(import.meta.dirname, '../..');
const HOME = join(import.meta.dirname, 'profileWords.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test(-helper)?\.tsx?$|\.d\.ts$/.test(e.name) ? [path] : [];
  });
}

const isText = (n: ts.Node): boolean => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);
const keyOf = (p: ts.ObjectLiteralElementLike): string => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '');

/**
 * Object literals that give words per reading: three or more keys named after readings (or the
 * reading choice `documented`), each with a text (or an object of texts).
 */
function labelTables(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = new Set<string>(READING_CHOICES);
  const found: string[] = [];
  const wordy = (v: ts.Node): boolean => isText(v) || (ts.isObjectLiteralExpression(v) && v.properties.some((p) => ts.isPropertyAssignment(p) && isText(p.initializer)));
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const keyed = node.properties.filter((p) => ts.isPropertyAssignment(p) && names.has(keyOf(p)) && wordy(p.initializer));
      if (keyed.length >= 3) found.push(`${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Strings written whole in the code that are a reading's name or menu entry. */
function namesWritten(file: string, words: Set<string>): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && words.has(node.text) && !ts.isImportDeclaration(node.parent)) {
      found.push(`${relative(SRC, file)}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the words of a reading', () => {
  it('name every reading and every choice of the menu', () => {
    for (const p of PROFILES) expect(Object.values(PROFILE_WORDS[p]).every((w) => w !== '')).toBe(true);
    expect(Object.keys(READING_CHOICE_WORDS).sort()).toEqual([...READING_CHOICES].sort());
  });

  it('live in one table: no other file of src/ gives words per reading', () => {
    const files = sourceFiles(SRC).filter((f) => f !== HOME);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => labelTables(f))).toEqual([]);
  });

  it('are written nowhere else as a whole string (a reading\'s name in a sentence is fine)', () => {
    // 'Google' alone is also the operator's name, said of crawlers: only the longer names count.
    const words = new Set([...Object.values(READING_CHOICE_WORDS), ...PROFILES.flatMap((p) => [PROFILE_WORDS[p].name, PROFILE_WORDS[p].reader])].filter((w) => w.includes(' ')));
    expect(words.size).toBeGreaterThan(8);
    expect(sourceFiles(SRC).filter((f) => f !== HOME).flatMap((f) => namesWritten(f, words))).toEqual([]);
  });

  it('the scan finds a table where there is one, however its entries are written', () => {
    expect(labelTables(join(SRC, 'ui/x.ts'), "const T = { google: 'Google', rfc9309: 'RFC 9309', draft1996: 'The 1996 draft' };")).toEqual(['ui/x.ts:1']);
    expect(labelTables(join(SRC, 'ui/x.ts'), "const T = {\n documented: `All`, bing: { label: 'Bing' }, 'yandex': 'Yandex' };")).toEqual(['ui/x.ts:1']);
    expect(labelTables(join(SRC, 'ui/x.ts'), 'const SPECS = { google, rfc9309, draft1996 };')).toEqual([]);
  });
});
