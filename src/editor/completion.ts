/**
 * Completion for robots.txt, attached as language data (`robotsCompletionData`: the state's
 * `autocomplete` data, as @codemirror/lang-css gives its language's), so other sources still
 * work: keys from the core vocabulary with their summary and a snippet; User-agent values from
 * the crawler registry, grouped by purpose with the operator; paths the file already uses after
 * Allow / Disallow; the site's sitemap URL after Sitemap.
 */
import { autocompletion, snippetCompletion, type Completion, type CompletionContext, type CompletionSection, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState, type Extension } from '@codemirror/state';
import { bypassWords, PURPOSE_LABELS, purposeGroup, REGISTRY, VOCABULARY, type PurposeGroup } from '../core/index.ts';
import { completionKeys } from './completionKeys.ts';
import { pathCounts, pathIndexPlugin } from './pathIndex.ts';
import { siteContext } from './siteContext.ts';

/** Every key of the vocabulary, directives first; a snippet fills in the colon and a value. */
export const KEY_OPTIONS: readonly Completion[] = VOCABULARY.map((k, i) =>
  snippetCompletion(k.snippet, { label: k.name, detail: k.summary, info: `${k.meaning} (${k.reference})`, type: 'keyword', boost: -i }));

const SECTION_ORDER: readonly PurposeGroup[] = ['search', 'ai-training', 'ai-search', 'user-triggered', 'ads', 'other'];

interface AgentOption extends Completion {
  /** Its section's place when nothing in the section starts with what is typed. */
  rank: number;
}

/** The registry's tokens in sections by purpose, each with its operator; `*` first. */
export const AGENT_OPTIONS: readonly AgentOption[] = [
  { label: '*', detail: 'every crawler no group names', type: 'type', boost: 1, rank: -1 },
  ...REGISTRY.map((c): AgentOption => {
    const group = purposeGroup(c.purpose);
    const rank = SECTION_ORDER.indexOf(group);
    // What its operator says of bypassing the file (registry `bypasses`), beside the option.
    const bypass = bypassWords(c);
    return { label: c.token, detail: c.operator, ...(bypass ? { info: bypass } : {}), type: 'type', section: { name: PURPOSE_LABELS[group], rank }, rank };
  }),
];

const byLabel = (a: Completion, b: Completion) => a.label.localeCompare(b.label, 'en');

/**
 * The crawlers whose token holds what is typed, ignoring case: those that start with it first,
 * then those that hold it elsewhere; each alphabetical within its section. CodeMirror's own
 * matching takes letters scattered through a label ("GPT" offered Google-InspectionTool: G…P…T,
 * newuser s19 §8), which for a crawler's name offers a crawler nobody meant. A section holding a
 * token that starts with what is typed comes before those that hold it only inside.
 */
export function agentOptions(typed: string): CompletionResult['options'] {
  const t = typed.toLowerCase();
  const starts: AgentOption[] = [];
  const inside: AgentOption[] = [];
  for (const o of AGENT_OPTIONS) {
    const at = o.label.toLowerCase().indexOf(t);
    if (at === 0) starts.push(o);
    else if (at > 0) inside.push(o);
  }
  const leading = new Set(starts.map((o) => o.rank));
  const placed = ({ rank, ...option }: AgentOption): Completion => {
    const section = option.section as CompletionSection | undefined;
    if (!section || !t || leading.has(rank)) return option;
    return { ...option, section: { ...section, rank: rank + SECTION_ORDER.length } };
  };
  return [...starts.sort(byLabel), ...inside.sort(byLabel)].map(placed);
}

/**
 * Past this many paths in the file, only those that start with what is typed are offered, this
 * many at most, asked again at each key: CodeMirror matches and sorts every option it holds on
 * each key, and 0341 (3.7 MB) has 42,578 paths.
 */
export const MAX_PATH_OPTIONS = 1000;

/** The paths the file's Allow / Disallow lines already use, but the one being typed. */
function pathOptions(ctx: CompletionContext, typed: string): CompletionResult | null {
  const counts = pathCounts(ctx.state.doc, ctx.view);
  const few = counts.size <= MAX_PATH_OPTIONS;
  const paths: string[] = [];
  for (const p of counts.keys()) {
    // What is typed is on this very line: offering it back offers nothing.
    if (p === typed || (!few && !p.startsWith(typed))) continue;
    paths.push(p);
    if (paths.length === MAX_PATH_OPTIONS) break;
  }
  if (paths.length === 0) return null;
  const options = paths.sort().map((p): Completion => ({ label: p, type: 'text', detail: 'used in this file' }));
  return { from: ctx.pos - typed.length, options, validFor: few ? /^\S*$/ : undefined };
}

/** The sitemap URLs to offer: the site's own when its origin is known, and other sitemaps' origins. */
function sitemapOptions(ctx: CompletionContext): Completion[] {
  const origins = new Set<string>();
  const origin = ctx.state.facet(siteContext).origin();
  if (origin) origins.add(origin);
  for (const line of ctx.state.doc.iterLines()) {
    const m = /^\s*sitemap\s*:\s*(https?:\/\/[^/\s#]+)/i.exec(line);
    if (m) origins.add(m[1]);
  }
  return [...origins].map((o, i) => ({ label: `${o}/sitemap.xml`, detail: i === 0 && origin ? 'this site' : 'origin used above', type: 'constant' }));
}

/** Where `typed` lies in `label`, ignoring case, for the list to mark it. */
function matchedRange(label: string, typed: string): readonly number[] {
  const at = typed ? label.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  return at < 0 ? [] : [at, at + typed.length];
}

export function robotsCompletions(ctx: CompletionContext): CompletionResult | null {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const before = line.text.slice(0, ctx.pos - line.from);
  if (before.includes('#')) return null;
  const agent = /^\s*user[- ]?agent\s*:\s*([\w*-]*)$/i.exec(before);
  if (agent) {
    // Matched here, not by CodeMirror (agentOptions): asked again at each key, in the order given.
    const from = ctx.pos - agent[1].length;
    return { from, options: agentOptions(agent[1]), filter: false, getMatch: (o) => matchedRange(o.label, agent[1]) };
  }
  const rule = /^\s*(?:allow|disallow)\s*:\s*(\S*)$/i.exec(before);
  if (rule) {
    if (!ctx.explicit && rule[1].length === 0) return null;
    return pathOptions(ctx, rule[1]);
  }
  const sitemap = /^\s*sitemap\s*:\s*(\S*)$/i.exec(before);
  if (sitemap) {
    const options = sitemapOptions(ctx);
    return options.length ? { from: ctx.pos - sitemap[1].length, options, validFor: /^\S*$/ } : null;
  }
  const key = /^\s*([\w-]*)$/.exec(before);
  if (!key || (!ctx.explicit && key[1].length === 0)) return null;
  return { from: ctx.pos - key[1].length, options: KEY_OPTIONS, validFor: /^[\w-]*$/ };
}

/**
 * The source, for every place in the text. It was the language's own data (robotsTxt()), which
 * would put this module and @codemirror/autocomplete in the page's start; the editor holds one
 * language, so the state's data says the same whichever profile highlights.
 */
export const robotsCompletionData: Extension = EditorState.languageData.of(() => [{ autocomplete: robotsCompletions }]);

/**
 * Completion: the UI and its source (loaded on the editor's first focus or once the page started, editor/late.ts). The list
 * opens with nothing chosen and has its own keys (completionKeys.ts): Enter always ends the
 * line unless the person moved to an option.
 */
export function robotsCompletion(): Extension {
  return [autocompletion({ icons: false, selectOnOpen: false, defaultKeymap: false }), completionKeys, pathIndexPlugin, robotsCompletionData];
}
