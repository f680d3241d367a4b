/**
 * The robots.txt language for CodeMirror: a StreamLanguage whose tokenizer replays the core's
 * line lexer, so highlighting never disagrees with the parser. `robotsTxt(profile)` returns a
 * LanguageSupport, like `json()` in @codemirror/lang-json.
 */
import { indentService, LanguageSupport, StreamLanguage, syntaxHighlighting, type StringStream } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import { Tag, tagHighlighter, tags } from '@lezer/highlight';
import type { Profile } from '../core/index.ts';
import { lineTokens, type Token, type TokenName } from './tokens.ts';

/** Tags of our own for what generic tags can't tell apart; each derives from a generic one. */
export const robotsTags = {
  typoKey: Tag.define(tags.keyword),
  unusedKey: Tag.define(tags.keyword),
  aiKey: Tag.define(tags.keyword),
  unknownKey: Tag.define(tags.keyword),
  wildcard: Tag.define(tags.operator),
  agent: Tag.define(tags.typeName),
  ignored: Tag.define(tags.meta),
};

const TOKEN_TAGS: Record<TokenName, Tag> = {
  keyword: tags.keyword,
  typoKey: robotsTags.typoKey,
  unusedKey: robotsTags.unusedKey,
  aiKey: robotsTags.aiKey,
  unknownKey: robotsTags.unknownKey,
  separator: tags.punctuation,
  path: tags.string,
  wildcard: robotsTags.wildcard,
  agent: robotsTags.agent,
  ignored: robotsTags.ignored,
  url: tags.url,
  value: tags.string,
  comment: tags.lineComment,
  invalid: tags.invalid,
};

interface LineState {
  tokens: Token[];
  next: number;
}

function streamParser(profile: Profile) {
  return {
    name: 'robots.txt',
    startState: (): LineState => ({ tokens: [], next: 0 }),
    copyState: (s: LineState): LineState => ({ tokens: s.tokens, next: s.next }),
    token(stream: StringStream, state: LineState): string | null {
      if (stream.sol()) {
        state.tokens = lineTokens(stream.string, profile);
        state.next = 0;
      }
      const { tokens } = state;
      while (state.next < tokens.length && tokens[state.next].to <= stream.pos) state.next++;
      const t = tokens[state.next];
      if (!t) {
        stream.skipToEnd();
        return null;
      }
      if (t.from > stream.pos) {
        stream.pos = t.from;
        return null;
      }
      stream.pos = t.to;
      state.next++;
      return t.name;
    },
    tokenTable: TOKEN_TAGS,
    // The profile rides along as language data, so hover reads what the highlighter reads.
    languageData: { commentTokens: { line: '#' }, robotsProfile: profile },
  };
}

const languages = new Map<Profile, StreamLanguage<LineState>>();

/** The profile the language at `pos` highlights with (google when the state has none). */
export function profileAt(state: EditorState, pos: number): Profile {
  return (state.languageDataAt<Profile>('robotsProfile', pos)[0]) ?? 'google';
}

export function robotsLanguage(profile: Profile = 'google'): StreamLanguage<LineState> {
  let lang = languages.get(profile);
  if (!lang) languages.set(profile, (lang = StreamLanguage.define(streamParser(profile))));
  return lang;
}

/** Class names, styled in theme.ts, so the colours live in one place (cm- + camelCase). */
export const robotsHighlighter = tagHighlighter([
  { tag: tags.keyword, class: 'cm-rtKey' },
  { tag: robotsTags.typoKey, class: 'cm-rtKey cm-rtTypoKey' },
  { tag: robotsTags.unusedKey, class: 'cm-rtKey cm-rtUnusedKey' },
  { tag: robotsTags.aiKey, class: 'cm-rtKey cm-rtAiKey' },
  { tag: robotsTags.unknownKey, class: 'cm-rtUnknownKey' },
  { tag: tags.punctuation, class: 'cm-rtSep' },
  { tag: tags.string, class: 'cm-rtValue' },
  { tag: robotsTags.wildcard, class: 'cm-rtWildcard' },
  { tag: robotsTags.agent, class: 'cm-rtAgent' },
  { tag: robotsTags.ignored, class: 'cm-rtIgnored' },
  { tag: tags.url, class: 'cm-rtUrl' },
  { tag: tags.lineComment, class: 'cm-rtComment' },
  { tag: tags.invalid, class: 'cm-rtInvalid' },
]);

/**
 * robots.txt has no nesting, so a new line starts at column 0. Saying so up front also keeps
 * Enter cheap in a 20,000-line file: otherwise indentation would make the stream parser
 * tokenize every line above the cursor on the main thread.
 */
const noIndent = indentService.of(() => 0);

export function robotsTxt(profile: Profile = 'google'): LanguageSupport {
  const lang = robotsLanguage(profile);
  return new LanguageSupport(lang, [syntaxHighlighting(robotsHighlighter), noIndent]);
}
