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

/** The AIPREF vocabulary's two labels (draft-ietf-aipref-vocab-07 §6.1: "train-ai", "search"); no hierarchy. */
export type UsageLabel = 'train-ai' | 'search';

/**
 * Why a member of a Content-Usage statement states no preference (vocab-07 §6.5): a bare key (a
 * Boolean), a quoted value (a String), another value than the Token `y` or `n`, or a label outside
 * the vocabulary (ignored, §6.4); `duplicate`: the key is given again and only the last counts.
 */
export type UsageMemberIssue = 'bare' | 'string' | 'not-y-n' | 'label' | 'duplicate';

export interface ContentUsageLine {
  line: number;
  /** The group the line stands in (-1: before any User-agent line, in no group). */
  group: number;
  /**
   * The path the preference is tied to, or null when the line has none (draft-ietf-aipref-attach-05
   * §3.2: a value not starting with "/" has no path; it then covers every path of the group).
   */
  path: string | null;
  /** Each label of the vocabulary given the Token y (allowed) or n (not allowed); any other is unknown. */
  prefs: Partial<Record<UsageLabel, 'y' | 'n'>>;
  /** The members that state nothing, as written, and why. */
  issues: Array<{ member: string; why: UsageMemberIssue }>;
  /** The statement is no Structured Fields Dictionary (RFC 9651): every preference is unknown (vocab §6.5.1). */
  invalid: boolean;
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
