/**
 * Completion of directive names at the start of a line, and of crawler tokens after
 * `User-agent:`. Words only: Google's prefix matching makes any longer key still work.
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { autocompletion } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { REGISTRY } from '../core/index.ts';

const DIRECTIVES = [
  { label: 'User-agent', detail: 'starts a group', apply: 'User-agent: ' },
  { label: 'Allow', detail: 'path pattern', apply: 'Allow: ' },
  { label: 'Disallow', detail: 'path pattern', apply: 'Disallow: ' },
  { label: 'Sitemap', detail: 'absolute URL', apply: 'Sitemap: ' },
  { label: 'Crawl-delay', detail: 'ignored by Google', apply: 'Crawl-delay: ' },
].map((o) => ({ ...o, type: 'keyword' }));

/** The registry's tokens (core registry), then `*`. */
const AGENTS = [...REGISTRY.map((c) => ({ label: c.token, detail: c.operator })), { label: '*', detail: 'every crawler no group names' }]
  .map((o) => ({ ...o, type: 'type' }));

export function robotsCompletions(ctx: CompletionContext): CompletionResult | null {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const before = line.text.slice(0, ctx.pos - line.from);
  const agent = /^\s*user-?agent\s*:\s*([\w*-]*)$/i.exec(before);
  if (agent) return { from: ctx.pos - agent[1].length, options: AGENTS, validFor: /^[\w*-]*$/ };
  const key = /^\s*([\w-]*)$/.exec(before);
  if (!key || (!ctx.explicit && key[1].length === 0)) return null;
  return { from: ctx.pos - key[1].length, options: DIRECTIVES, validFor: /^[\w-]*$/ };
}

export function robotsCompletion(): Extension {
  return autocompletion({ override: [robotsCompletions], icons: false });
}
