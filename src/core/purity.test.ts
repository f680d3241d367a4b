/**
 * The engine stays pure (STYLE.md: "core: no DOM, React, zustand or CodeMirror, not even
 * types. Runs unchanged in the worker, in Node tests, in the CLI"): no file under src/core
 * imports anything outside src/core, and none touches the browser's globals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CORE = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.test-helper\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/**
 * The code without comments, each string literal replaced by a numbered placeholder (`\0n\0`)
 * whose contents are kept in `strings`. A small scanner (quotes, template literals, comments);
 * regular expression literals in the engine hold no quotes.
 */
function scan(text: string): { code: string; strings: string[] } {
  let code = '';
  const strings: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      code += `\0${strings.length}\0`;
      strings.push(text.slice(i + 1, j));
      i = j + 1;
    } else {
      code += c;
      i++;
    }
  }
  return { code, strings };
}

const STR = '\\0(\\d+)\\0';
const IMPORT = new RegExp(`\\bfrom\\s*${STR}|\\bimport\\s*\\(\\s*${STR}\\s*\\)|\\bimport\\s+${STR}|\\brequire\\s*\\(\\s*${STR}\\s*\\)`, 'g');

function importsOf(text: string): string[] {
  const { code, strings } = scan(text);
  return [...code.matchAll(IMPORT)].map((m) => strings[Number(m[1] ?? m[2] ?? m[3] ?? m[4])]);
}

function globalsOf(text: string): string[] {
  return [...scan(text).code.matchAll(BROWSER_GLOBALS)].map((m) => m[1]);
}

const FILES = sourceFiles(CORE);
const FORBIDDEN_PACKAGES = /^(react|react-dom|zustand|@codemirror\/|@lezer\/)/;
const BROWSER_GLOBALS = /(?<![\w$.])(window|document|localStorage|sessionStorage)(?![\w$])/g;

describe('the engine is pure', () => {
  it('has source files to check', () => {
    expect(FILES.length).toBeGreaterThan(10);
    expect(FILES.map((f) => relative(CORE, f))).toContain('index.ts');
  });

  it('no file imports react, react-dom, zustand, @codemirror/* or @lezer/*', () => {
    const bad = FILES.flatMap((f) => importsOf(readFileSync(f, 'utf8')).filter((s) => FORBIDDEN_PACKAGES.test(s)).map((s) => `${relative(CORE, f)}: ${s}`));
    expect(bad).toEqual([]);
  });

  it('no file imports anything outside src/core (packages and node: modules included)', () => {
    const bad = FILES.flatMap((f) =>
      importsOf(readFileSync(f, 'utf8'))
        .filter((s) => {
          if (!s.startsWith('./') && !s.startsWith('../')) return true;
          const target = resolve(dirname(f), s);
          return target !== CORE && !target.startsWith(CORE + sep);
        })
        .map((s) => `${relative(CORE, f)}: ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it('no file references window, document or localStorage', () => {
    const bad = FILES.flatMap((f) => {
      return globalsOf(readFileSync(f, 'utf8')).map((g) => `${relative(CORE, f)}: ${g}`);
    });
    expect(bad).toEqual([]);
  });

  it('the checks see what they look for', () => {
    const sample = [
      "import { x } from 'react';",
      "import type { Y } from '@codemirror/state';",
      "export * from '../../ui/thing.ts';",
      "const m = await import('zustand');",
      "import './side-effect.ts';",
      "const columns = ['from', 'to'];",
      '// window.alert in a comment',
      "const s = 'document in a string';",
      'localStorage.setItem(k, v);',
    ].join('\n');
    expect(importsOf(sample)).toEqual(['react', '@codemirror/state', '../../ui/thing.ts', 'zustand', './side-effect.ts']);
    expect(globalsOf(sample)).toEqual(['localStorage']);
  });
});
