/**
 * How a sentence writes a quoted rule and the names taken from the input (crawlers, tokens), for
 * each place its words are shown: plain text (the CLI, MCP) quotes rules in backticks; Markdown
 * (markdown.ts MARKDOWN_STYLE) escapes both for a pull request and the reports; the page's own two are in pageStyles.ts.
 */
export interface WordStyle {
  code(text: string): string;
  name(text: string): string;
}

export const PLAIN: WordStyle = { code: (t) => `\`${t}\``, name: (t) => t };
