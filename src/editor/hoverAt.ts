/**
 * What a hover says (hover.ts loads this module when the pointer first rests on the text): on a
 * key, a user-agent value, a rule's pattern or a sitemap URL, what it means (hoverContent.ts), and
 * on a rule, its keyword or its pattern, what it decides among the ticked URL sets (hoverSets.ts).
 * `robotsHoverAt` is the pure part, testable on a bare EditorState: it reads only the line under
 * the pointer with the core's readLine, and the whole file only through docFacts' parse cached
 * per document version.
 */
import type { EditorState } from '@codemirror/state';
import { readLine } from '../core/index.ts';
import { parsedDoc } from './docFacts.ts';
import { aiHover } from './hoverAi.ts';
import { agentHover, keyHover, patternHover, sitemapHover, type HoverContent } from './hoverContent.ts';
import { profileAt } from './language.ts';
import { setsSection } from './hoverSets.ts';
import { siteContext, type SetRules } from './siteContext.ts';

/** What a hover at `pos` shows, with document offsets; null where there is nothing to say. */
export function robotsHoverAt(state: EditorState, pos: number): HoverContent | null {
  const line = state.doc.lineAt(pos);
  const col = pos - line.from;
  const profile = profileAt(state, pos);
  const l = readLine(line.text, profile);
  const within = (from: number, to: number) => from >= 0 && col >= from && col <= to && to > from;
  let content: HoverContent | null = null;
  const onKey = within(l.keyFrom, l.keyTo);
  if (onKey) content = keyHover(l, line.text);
  else if (within(l.valueFrom, l.valueTo)) content = valueHover(state, l, line.text, line.number, profile);
  // On a rule, its keyword as its pattern: a person hovering `Disallow` asks about the rule as
  // much as the word (issue 25 §2). On the keyword the coverage comes first: the word's docs are
  // the same on every line and long (at 390 px they filled the tooltip's 60vh, the coverage below).
  if (content && isRule(l)) content = withSets(content, state.facet(siteContext).sets?.() ?? null, line.number, onKey);
  return content && { ...content, from: line.from + content.from, to: line.from + content.to };
}

function valueHover(state: EditorState, l: ReturnType<typeof readLine>, text: string, lineNo: number, profile: ReturnType<typeof profileAt>): HoverContent | null {
  const site = state.facet(siteContext);
  switch (l.kind) {
    case 'user-agent':
      return agentHover(l, text, lineNo, profile, parsedDoc(state.doc, profile));
    case 'allow':
    case 'disallow':
      return patternHover(l, text, lineNo, profile, site.matrix());
    case 'sitemap':
      return sitemapHover(l, text, site.origin(), parsedDoc(state.doc, profile));
    case 'unused':
      return aiHover(l, text, profile);
    default:
      return null;
  }
}

const isRule = (l: ReturnType<typeof readLine>) => l.kind === 'allow' || l.kind === 'disallow';

/** A rule's hover with what it decides among the ticked URL sets' URLs, when a set is ticked: after what it means, or `first`. */
function withSets(content: HoverContent, sets: SetRules | null, lineNo: number, first: boolean): HoverContent {
  if (!sets) return content;
  const section = setsSection(sets, lineNo);
  return { ...content, sections: first ? [section, ...content.sections] : [...content.sections, section] };
}

/** The tooltip's DOM: a title, then each section's heading and lines. */
export function renderHover(content: HoverContent): HTMLElement {
  const dom = document.createElement('div');
  dom.className = 'cm-rtHover';
  const title = dom.appendChild(document.createElement('div'));
  title.className = 'cm-rtHoverTitle';
  title.textContent = content.title;
  for (const s of content.sections) {
    const section = dom.appendChild(document.createElement('section'));
    const heading = section.appendChild(document.createElement('div'));
    heading.className = 'cm-rtHoverHeading';
    heading.textContent = s.heading;
    for (const text of s.lines) section.appendChild(document.createElement('p')).textContent = text;
  }
  return dom;
}
