/**
 * STYLE.md's import direction (core <- worker <- editor / state <- app <- ui; cli uses core only; the
 * core touches no browser global) is enforced by eslint.config.js, and `npm run lint` runs it on
 * the tree. These tests prove the config catches each kind of breach in each folder, so a change
 * to it that silently stops checking fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the given rule that ESLint reports for `code` as if it were at `file`. */
async function breaches(file: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('the import direction', () => {
  it('keeps every package, node: module and other folder out of src/core', async () => {
    for (const [file, code] of [
      ['src/core/x.ts', "import { useState } from 'react';"],
      ['src/core/x.ts', "import type { EditorState } from '@codemirror/state';"],
      ['src/core/x.ts', "import { readFileSync } from 'node:fs';"],
      ['src/core/x.ts', "export * from '../ui/thing.ts';"],
      ['src/core/diagnostics/x.ts', "import { store } from '../../state/store.ts';"],
      ['src/core/diagnostics/x.ts', "import 'zustand';"],
    ]) {
      expect(await breaches(file, code), `${file}: ${code}`).toHaveLength(1);
    }
  });

  it('lets src/core import itself', async () => {
    expect(await breaches('src/core/x.ts', "import { lexRow } from './lex.ts';")).toEqual([]);
    expect(await breaches('src/core/diagnostics/x.ts', "import { lexRow } from '../lex.ts';\nimport { MESSAGES } from './codes.ts';")).toEqual([]);
  });

  it('keeps browser globals out of src/core, not out of its tests', async () => {
    const code = 'export const saved = localStorage.getItem("k") ?? window.name;';
    expect(await breaches('src/core/x.ts', code, 'no-restricted-globals')).toHaveLength(2);
    expect(await breaches('src/core/x.test.ts', code, 'no-restricted-globals')).toEqual([]);
  });

  it('points the other folders one way', async () => {
    expect(await breaches('src/worker/x.ts', "import { store } from '../state/store.ts';")).toHaveLength(1);
    expect(await breaches('src/worker/x.ts', "import { EditorView } from '@codemirror/view';")).toHaveLength(1);
    expect(await breaches('src/editor/x.ts', "import { App } from '../ui/App.tsx';")).toHaveLength(1);
    expect(await breaches('src/state/x.ts', "import { robotsTxt } from '../editor/language.ts';")).toHaveLength(1);
    expect(await breaches('src/cli/x.ts', "import { analyze } from '../worker/analyze.ts';")).toHaveLength(1);
    expect(await breaches('src/cli/x.ts', "import { create } from 'zustand';")).toHaveLength(1);
    expect(await breaches('src/compat/x.ts', "import { main } from '../cli/main.ts';")).toHaveLength(1);
    expect(await breaches('src/compat/x.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(await breaches('src/app/x.ts', "import { App } from '../ui/App.tsx';")).toHaveLength(1);
    expect(await breaches('src/app/x.ts', "import { useState } from 'react';")).toHaveLength(1);
    expect(await breaches('src/state/x.ts', "import { createSession } from '../app/session.ts';")).toHaveLength(1);
    expect(await breaches('src/editor/x.ts', "import { createSession } from '../app/session.ts';")).toHaveLength(1);
    expect(await breaches('src/worker/x.ts', "import type { Session } from '../app/session.ts';")).toHaveLength(1);
    expect(await breaches('src/cli/x.ts', "import { createPage } from '../app/page.ts';")).toHaveLength(1);
    expect(await breaches('src/compat/x.ts', "import { createPage } from '../app/page.ts';")).toHaveLength(1);
    // Views get view models (issue 11 §1): no wire type from worker/, at any depth of ui/.
    expect(await breaches('src/ui/x.tsx', "import type { RowResult } from '../worker/protocol.ts';")).toHaveLength(1);
    expect(await breaches('src/ui/matrix/x.tsx', "import { MAX_RULE_TEXT } from '../../worker/protocol.ts';")).toHaveLength(1);
    expect(await breaches('src/ui/x.ts', "import { main } from '../cli/main.ts';")).toHaveLength(1);
    // What the direction allows.
    expect(await breaches('src/app/x.ts', "import { store } from '../state/store.ts';\nimport { setProfile } from '../editor/setup.ts';\nimport { RobotsClient } from '../worker/client.ts';\nimport { EditorView } from '@codemirror/view';")).toEqual([]);
    expect(await breaches('src/ui/x.ts', "import { createPage } from '../app/page.ts';")).toEqual([]);
    expect(await breaches('src/compat/x.ts', "import { parseRobots } from '../core/index.ts';")).toEqual([]);
    expect(await breaches('src/editor/x.ts', "import { parseRobots } from '../core/index.ts';\nimport type { AnalyzeResult } from '../worker/protocol.ts';")).toEqual([]);
    expect(await breaches('src/ui/x.ts', "import { store } from '../state/store.ts';\nimport { robotsTxt } from '../editor/language.ts';")).toEqual([]);
    expect(await breaches('src/ui/matrix/x.tsx', "import type { CellVerdict } from '../../state/cellVerdict.ts';\nimport { groupReason } from '../explain.ts';")).toEqual([]);
    expect(await breaches('src/cli/x.ts', "import { parseRobots } from '../core/index.ts';\nimport { readFileSync } from 'node:fs';")).toEqual([]);
  });
});

describe('the core\'s lookup folder', () => {
  it('is used through lookup/index.ts only', async () => {
    expect(await breaches('src/core/x.ts', "import { RuleIndex } from './lookup/ruleIndex.ts';")).toHaveLength(1);
    expect(await breaches('src/core/diagnostics/x.ts', "import { matchSets } from '../lookup/matchSets.ts';")).toHaveLength(1);
    expect(await breaches('src/core/x.ts', "import { RuleLookup } from './lookup/index.ts';")).toEqual([]);
    expect(await breaches('src/core/diagnostics/x.ts', "import { NextOf } from '../lookup/index.ts';")).toEqual([]);
    expect(await breaches('src/core/lookup/x.ts', "import { RuleIndex } from './ruleIndex.ts';")).toEqual([]);
  });

  it('knows no robots.txt: of the core it reads only types, patterns and the rule table', async () => {
    expect(await breaches('src/core/lookup/x.ts', "import { chooseGroups } from '../groups.ts';")).toHaveLength(1);
    expect(await breaches('src/core/lookup/x.ts', "import { MESSAGES } from '../diagnostics/codes.ts';")).toHaveLength(1);
    expect(await breaches('src/core/lookup/x.ts', "import { store } from '../../state/store.ts';")).toHaveLength(1);
    expect(await breaches('src/core/lookup/x.ts', "import 'zustand';")).toHaveLength(1);
    expect(await breaches('src/core/lookup/x.ts', "import { matchPattern } from '../pattern.ts';\nimport type { RuleMatch } from '../types.ts';")).toEqual([]);
  });
});

describe('state in the core', () => {
  it('keeps module-level mutable state out of every core folder, not out of tests', async () => {
    for (const file of ['src/core/x.ts', 'src/core/lookup/x.ts', 'src/core/diagnostics/x.ts']) {
      for (const code of [
        "let lastOrigin = '';",
        'export let checks = 0;',
        'const cache = new Map<string, number>();',
        'const seen = new Set<string>();',
        'const row = new Int32Array(64);',
        'const scratch = { slots: new Int32Array(64) };',
      ]) {
        expect(await breaches(file, code, 'no-restricted-syntax'), `${file}: ${code}`).toHaveLength(1);
      }
    }
    expect(await breaches('src/core/x.test.ts', 'let runs = 0;', 'no-restricted-syntax')).toEqual([]);
  });

  it('allows constant tables, memos keyed by an object, and state inside functions', async () => {
    const code = [
      "const UNUSED = new Set(['crawl-delay', 'host']);",
      'const perParse = new WeakMap<object, number[]>();',
      'const INVALID = /[\\x00-\\x08]/;',
      'export function f(n: number): number { let k = 0; const a = new Int32Array(n); for (const x of a) k += x; return k; }',
    ].join('\n');
    expect(await breaches('src/core/x.ts', code, 'no-restricted-syntax')).toEqual([]);
  });
});
