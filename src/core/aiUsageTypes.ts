/**
 * What a file says about AI use (Content-Signal, Content-Usage, RSL License lines), as types
 * alone: the parse's memo (memo.ts) holds an AiUsage, and a type import of aiUsage.ts would tie
 * memo.ts into the check path's imports (aiUsage.ts asks checkCrawler), a circle.
 */
export type SignalName = 'search' | 'ai-input' | 'ai-train';

export interface ContentSignalLine {
  line: number;
  /** The group the line stands in (-1: before any User-agent line, read as file-wide). */
  group: number;
  signals: Partial<Record<SignalName, boolean>>;
  /**
   * Every `name=value` pair as written, lower-cased names. `use=` (seen in real files, e.g.
   * `use=reference`) is kept here as written and not judged: its meaning is not one of the three
   * signals and could not be checked against a published definition.
   */
  entries: Record<string, string>;
  /** Pairs that are not `search|ai-input|ai-train = yes|no`. */
  unknown: string[];
}

export interface ContentUsageLine {
  line: number;
  group: number;
  /** The path the preference is tied to; null when the line has none (the draft requires one). */
  path: string | null;
  /** Usage category -> y (allowed) / n (not allowed), as the AIPREF vocabulary writes them. */
  prefs: Record<string, 'y' | 'n'>;
  unknown: string[];
}

export interface LicenseLine {
  line: number;
  url: string;
  /** An absolute http(s) URL, as RSL requires. */
  absolute: boolean;
}

export interface AiUsage {
  signals: ContentSignalLine[];
  usage: ContentUsageLine[];
  licenses: LicenseLine[];
}
