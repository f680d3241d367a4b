/**
 * What checks of one parse work out on first use and keep for the next: the parse
 * of what Googlebot reads (googlebotView.ts, from where the parse left a checkpoint), the
 * rules each crawler obeys with their lookup (agentRules.ts), and its AI-usage lines (aiUsage.ts).
 *
 * The parse itself holds it, in a private field: the core keeps no state between calls but what
 * belongs to one parse, so two parses checked in turn never see each other's answers
 * (reentrant.test.ts), and everything goes away with the parse. Nothing here changes an answer,
 * only how fast it comes; a parse's fields, its deep equality and its structured clone (the
 * worker boundary) are the plain data of ParsedRobots alone.
 */
import type { AiUsage } from './aiUsageTypes.ts';
import type {
  AgentCache, CutCheckpoint, Encoding, Group, InvalidByte, LineTable, OtherRecord, ParsedRobots, Profile, RuleTable, Sitemap, SizeLimit,
} from './types.ts';

/** What a deferred parse knows before it reads the whole file. */
type KnownField = 'profile' | 'byteLength' | 'bomBytes' | 'sizeLimit';
/** The rest of ParsedRobots: a deferred parse reads the whole file for them. */
const DEFERRED = ['text', 'encoding', 'invalidBytes', 'lineCount', 'lines', 'groups', 'rules', 'sitemaps', 'others', 'outOfGroup'] as const satisfies readonly Exclude<keyof ParsedRobots, KnownField>[];

export class ParseMemo {
  /** parseRobots, for a file over 500 KiB: where the line holding the cut starts, for googlebotView. */
  cut: CutCheckpoint | null = null;
  /** googlebotView: the parse of the first 512,000 bytes, for a file over the limit. */
  view: ParsedRobots | null = null;
  /** agentRules: per crawler, the rules that apply and their lookup. */
  agents: AgentCache | null = null;
  /** readAiUsage: the file's AI-usage lines, read on first use. */
  aiUsage: AiUsage | null = null;
}

/**
 * What parseRobots returns: the fields of ParsedRobots, and a memo that only memoOf reaches (a
 * private field, where defining a hidden property per parse cost a microsecond).
 */
export class ParseResult implements ParsedRobots {
  profile: Profile;
  text: string;
  byteLength: number;
  bomBytes: number;
  encoding: Encoding;
  invalidBytes: InvalidByte[];
  lineCount: number;
  lines: LineTable;
  groups: Group[];
  rules: RuleTable;
  sitemaps: Sitemap[];
  others: OtherRecord[];
  outOfGroup: number[];
  sizeLimit: SizeLimit | null;
  #memo: ParseMemo | null = null;

  constructor(f: ParsedRobots) {
    this.profile = f.profile;
    this.text = f.text;
    this.byteLength = f.byteLength;
    this.bomBytes = f.bomBytes;
    this.encoding = f.encoding;
    this.invalidBytes = f.invalidBytes;
    this.lineCount = f.lineCount;
    this.lines = f.lines;
    this.groups = f.groups;
    this.rules = f.rules;
    this.sitemaps = f.sitemaps;
    this.others = f.others;
    this.outOfGroup = f.outOfGroup;
    this.sizeLimit = f.sizeLimit;
  }

  /**
   * A parse whose whole-file fields are read on first use (parse.ts, parseHeadFirst): `known`
   * now, `view` as the parse of what Googlebot reads, and the rest from `readWhole()` the first
   * time any of them is read or written. They are plain fields from then on, so the result reads,
   * compares and clones as any parse (a structured clone reads them, and so reads the whole file).
   */
  static deferred(known: Pick<ParsedRobots, KnownField>, view: ParsedRobots, readWhole: () => ParsedRobots): ParseResult {
    const result = new ParseResult({ ...view, ...known });
    result.memo().view = view;
    let whole: ParsedRobots | null = null;
    const settle = () => {
      whole ??= readWhole();
      for (const key of DEFERRED) Object.defineProperty(result, key, { value: whole[key], writable: true, enumerable: true, configurable: true });
    };
    for (const key of DEFERRED) {
      Object.defineProperty(result, key, {
        get: () => (settle(), result[key]),
        set: (value: never) => (settle(), (result[key] = value)),
        enumerable: true, configurable: true,
      });
    }
    return result;
  }

  private memo(): ParseMemo {
    return (this.#memo ??= new ParseMemo());
  }

  static memoOf(parsed: ParsedRobots): ParseMemo {
    // A parse that crossed a worker boundary is a plain copy, without a memo: it works out
    // everything afresh on each call (still right, only slower).
    return parsed instanceof ParseResult ? parsed.memo() : new ParseMemo();
  }
}

/** The memo of a parse (see ParseResult). */
export function memoOf(parsed: ParsedRobots): ParseMemo {
  return ParseResult.memoOf(parsed);
}
