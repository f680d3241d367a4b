/**
 * What checks of one parse work out on first use and keep for the next: the parse
 * of what Googlebot reads (googlebotView.ts, from where the parse left a checkpoint), the
 * rules each crawler obeys with their lookup (agentRules.ts), and its AI-usage lines (aiUsage.ts).
 *
 * The parse itself holds it, in a private field: the core keeps no state between calls but what
 * belongs to one parse, so two parses checked in turn never see each other's answers
 * (reentrant.test.ts), and everything goes away with the parse. Nothing here changes an answer,
 * only how fast it comes; a parse's fields, its deep equality and its structured clone (the
 * worker boundary) are the plain data of ParsedRobots alone. (A deferred parse, below, keeps
 * here how to read its whole file, and once read, that parse, whose fields are its own.)
 */
import type { AiUsage } from './aiUsageTypes.ts';
import type { DoubtCause } from './doubtCauses.ts';
import type {
  AgentCache, CutCheckpoint, Encoding, Group, InvalidByte, LineTable, OtherRecord, ParsedRobots, ReadingId, RuleTable, Sitemap, SizeLimit,
} from './types.ts';

/**
 * A parse's bytes read another way (otherBytes.ts otherBytesOf), kept with the parse. It holds a
 * function (`written`): the memo keeps it, it never crosses the worker's wire.
 */
export interface OtherBytes {
  /** Why the bytes may be read otherwise: a leading UTF-8 BOM kept, or UTF-16 decoded by its BOM. */
  cause: Extract<DoubtCause, 'bom' | 'partial-bom' | 'utf-16' | 'windows-1252' | 'shift-jis' | 'double-byte' | 'invalid-utf8' | 'latin1-fallback'>;
  /** The parse of the bytes read the other way, under the same reading. */
  parsed: ParsedRobots;
  /** The line of the file as written (the editor's) that line `n` of `parsed` is (0 for 0); absent where they are the same. */
  written?: (n: number) => number;
}

/** What a deferred parse knows before it reads the whole file. */
type KnownField = 'profile' | 'byteLength' | 'bomBytes' | 'sizeLimit';
/** The rest of ParsedRobots: a deferred parse reads the whole file for them. */
type DeferredField = Exclude<keyof ParsedRobots, KnownField>;
/** Every field, in the order a parse has them (the constructor's), each known (1) or deferred (0). */
const FIELDS = Object.entries({
  profile: 1, text: 0, byteLength: 1, bomBytes: 1, encoding: 0, invalidBytes: 0, lineCount: 0, lines: 0, groups: 0, rules: 0,
  sitemaps: 0, others: 0, outOfGroup: 0, sizeLimit: 1,
} satisfies { [K in keyof ParsedRobots]: K extends KnownField ? 1 : 0 }) as [keyof ParsedRobots, 0 | 1][];
const DEFERRED = FIELDS.filter(([, known]) => known === 0).map(([key]) => key as DeferredField);
/** A plain field's descriptor but its value: what a class field is. */
const PLAIN = { writable: true, enumerable: true, configurable: true } as const;
/** ParseResult.deferred's arguments. */
interface Deferred {
  known: Pick<ParsedRobots, KnownField>;
  view: ParsedRobots;
  readWhole: () => ParsedRobots;
}

export class ParseMemo {
  /** parseRobots, for a file over 500 KiB read whole: where the line holding the cut starts (googlebotView, parseHeadFirst). */
  cut: CutCheckpoint | null = null;
  /** googlebotView: the parse of the first 512,000 bytes, for a file over the limit. */
  view: ParsedRobots | null = null;
  /**
   * A deferred parse (ParseResult.deferred): how to read the whole file until it is read (then
   * null, letting go of the bytes and the head's parse), and from then on that parse.
   */
  readWhole: (() => ParsedRobots) | null = null;
  whole: ParsedRobots | null = null;
  /** agentRules: per crawler, the rules that apply and their lookup. */
  agents: AgentCache | null = null;
  /** readAiUsage: the file's AI-usage lines, read on first use. */
  aiUsage: AiUsage | null = null;
  /** otherBytesOf: the bytes read as a crawler may read them otherwise (none: one way), on first use. */
  otherBytes: readonly OtherBytes[] | undefined = undefined;
  /** wholeTokensOf: the parse with user-agent values that are no product token naming no crawler (null: none), on first use. */
  wholeTokens: ParsedRobots | null | undefined = undefined;
  /** standaloneGroupsOf: the parse with each user-agent list ended at a line that is no rule (null: none breaks one), on first use. */
  standaloneGroups: ParsedRobots | null | undefined = undefined;
  /** standaloneGroupsOf with `quiet`: the same, a blank or comment-only line between two user-agent lines ending the list too. */
  standaloneQuiet: ParsedRobots | null | undefined = undefined;
  /** blankLineReadingOf: whether a blank line follows a group's user-agent lines before its first rule, on first use. */
  blankAfterAgents: boolean | undefined = undefined;
  /** coloniedOf: the parse with each line missing its colon given one (null: none misses it), on first use. */
  colonied: ParsedRobots | null | undefined = undefined;
  /** readings.ts escapesInText: whether the text holds a %-escape or a character the readings encode otherwise, on first use. */
  escapesInText: boolean | undefined = undefined;
  /** source.ts plainRunOf(text), where the parse read it (a text given as a string), for the diagnostics' search for unusual characters. */
  plainRun: number | null = null;
  /** everyPath.ts everyPathCandidates: the rules that may be empty or for every path, noted by parseWhole or found on first use. */
  everyPath: number[] | null = null;
  /** oddKeys.ts oddKeyRows: the rows of lines with an odd key or separator, noted by parseWhole or found on first use. */
  oddKeys: number[] | null = null;
  /** googlebotView.ts wholeView: the whole file read on past the 500 KiB cut, on first use. */
  wholeView: ParsedRobots | null = null;
  /** match.ts openView: the empty file a crawler reads where it takes this one as open. */
  open: ParsedRobots | null = null;
}

/**
 * What parseRobots returns: the fields of ParsedRobots, and a memo that only memoOf reaches (a
 * private field, where defining a hidden property per parse cost a microsecond).
 *
 * The fields are declared, not defined by the class: the constructor makes each one, a plain
 * field, or in a deferred parse an accessor. (A field the class had made, turned into an
 * accessor afterwards, put the object in V8's slow dictionary mode: every check's reads of
 * `profile` and `sizeLimit` were hash lookups.)
 */
export class ParseResult implements ParsedRobots {
  declare profile: ReadingId;
  declare text: string;
  declare byteLength: number;
  declare bomBytes: number;
  declare encoding: Encoding;
  declare invalidBytes: InvalidByte[];
  declare lineCount: number;
  declare lines: LineTable;
  declare groups: Group[];
  declare rules: RuleTable;
  declare sitemaps: Sitemap[];
  declare others: OtherRecord[];
  declare outOfGroup: number[];
  declare sizeLimit: SizeLimit | null;
  #memo: ParseMemo | null = null;

  constructor(f: ParsedRobots | Deferred) {
    if ('readWhole' in f) {
      this.defer(f);
      return;
    }
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
   * now, `view` as the parse of what Googlebot reads, and the other fields from `readWhole()`,
   * called the first time any of them is read or written; then they are plain fields. Before,
   * they are enumerable accessors, so the result reads, compares, spreads and clones as any
   * parse (a structured clone reads them, and so reads the whole file).
   */
  static deferred(known: Pick<ParsedRobots, KnownField>, view: ParsedRobots, readWhole: () => ParsedRobots): ParseResult {
    return new ParseResult({ known, view, readWhole });
  }

  private defer({ known, view, readWhole }: Deferred): void {
    const memo = this.memo();
    memo.view = view;
    memo.readWhole = readWhole;
    // In the constructor's order, so that keys and JSON come out as a plain parse's.
    for (const [key, isKnown] of FIELDS) {
      Object.defineProperty(this, key, isKnown === 1 ? { ...PLAIN, value: known[key as KnownField] } : {
        get: () => this.settle()[key],
        set: (value: unknown) => {
          const whole = this.settle();
          // Settled, the field is a plain one now, but not in a sealed or frozen parse.
          const target = Object.isExtensible(this) ? this : whole;
          (target as unknown as Record<DeferredField, unknown>)[key as DeferredField] = value;
        },
        enumerable: true, configurable: true,
      });
    }
  }

  /**
   * A deferred parse's whole file, read on first use: its accessors then become plain fields.
   * (Accessors kept for good made diagnose's loops 3.5 times slower on docs.oracle.com; plain
   * fields made after the object was built cost V8's dictionary mode instead, 16 % slower, and
   * diagnose reads plainParse's.) A frozen or sealed parse keeps its accessors.
   */
  private settle(): ParsedRobots {
    const memo = this.memo();
    let whole = memo.whole;
    if (whole === null) {
      whole = memo.whole = (memo.readWhole as () => ParsedRobots)();
      memo.readWhole = null;
      if (Object.isExtensible(this)) {
        for (const key of DEFERRED) Object.defineProperty(this, key, { ...PLAIN, value: whole[key] });
      }
    }
    return whole;
  }

  /**
   * The parse with plain fields, for code that reads them in loops (diagnose): a deferred
   * parse's whole file (read now, if it was not yet), unless a field of it was since replaced,
   * else the parse itself.
   */
  static plainParse(parsed: ParsedRobots): ParsedRobots {
    if (!(parsed instanceof ParseResult) || parsed.#memo === null) return parsed;
    const memo = parsed.#memo;
    if (memo.whole === null && memo.readWhole === null) return parsed;
    const whole = parsed.settle();
    for (const key of DEFERRED) if (parsed[key] !== whole[key]) return parsed;
    return whole;
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

/** See ParseResult.plainParse. */
export function plainParse(parsed: ParsedRobots): ParsedRobots {
  return ParseResult.plainParse(parsed);
}

/** Has the parse read its whole input? Not yet only for a deferred parse (ParseResult.deferred) none of whose deferred fields was used. */
export function hasReadWhole(parsed: ParsedRobots): boolean {
  return memoOf(parsed).readWhole === null;
}

/** The memo of a parse (see ParseResult). */
export function memoOf(parsed: ParsedRobots): ParseMemo {
  return ParseResult.memoOf(parsed);
}
