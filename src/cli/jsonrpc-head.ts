/**
 * The `id` and `method` of a JSON-RPC message read byte by byte as it goes by, without keeping
 * it: a request too long to take (mcp-transport.ts) is still answered, and the answer must carry
 * its id. Only the top level of the object is read, in any member order (the MCP SDK's client
 * writes `id` last, other clients first). UTF-8 never uses an ASCII byte inside a character of
 * several bytes, so the structure (quotes, backslashes, brackets, commas, colons) is read from
 * the bytes alone, and nothing but the two wanted values is kept.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPENS = new Set([0x7b, 0x5b]); // { [
const CLOSES = new Set([0x7d, 0x5d]); // } ]
const WANTED = new Set(['id', 'method']);
/** An id or method longer than this is none we could answer: it is not kept. */
const MAX_KEPT = 256;

export interface MessageHead {
  id?: string | number;
  method?: string;
}

export class JsonRpcHead {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** At depth 1 of an object, the next string is a member's name. */
  private expectKey = false;
  private key: number[] | null = null;
  private lastKey = '';
  private value: number[] | null = null;
  private readonly found: Record<string, unknown> = {};

  take(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length; i++) this.step(bytes[i]);
  }

  /** What was found: an id only if it is one JSON-RPC allows (a string or a number). */
  result(): MessageHead {
    const { id, method } = this.found;
    const head: MessageHead = {};
    if (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) head.id = id;
    if (typeof method === 'string') head.method = method;
    return head;
  }

  private step(b: number): void {
    if (this.inString) return this.stringByte(b);
    if (b === QUOTE) {
      this.inString = true;
      if (this.depth === 1 && this.expectKey) {
        this.expectKey = false;
        this.key = [];
        return;
      }
    } else if (OPENS.has(b)) {
      this.depth++;
      if (this.depth === 1) return void (this.expectKey = b === 0x7b);
    } else if (CLOSES.has(b)) {
      if (this.depth === 1) this.endValue();
      this.depth--;
      if (this.depth <= 0) return;
    } else if (this.depth === 1 && b === COMMA) {
      this.endValue();
      this.expectKey = true;
      return;
    } else if (this.depth === 1 && b === COLON) {
      if (WANTED.has(this.lastKey)) this.value = [];
      return;
    }
    this.keep(b);
  }

  private stringByte(b: number): void {
    if (this.escaped) this.escaped = false;
    else if (b === BACKSLASH) this.escaped = true;
    else if (b === QUOTE) {
      this.inString = false;
      if (this.key !== null) {
        this.lastKey = parsed(`"${Buffer.from(this.key).toString('utf8')}"`) as string ?? '';
        this.key = null;
        return;
      }
    }
    this.keep(b);
  }

  private keep(b: number): void {
    const into = this.key ?? this.value;
    if (into === null) return;
    if (into.length < MAX_KEPT) into.push(b);
    else if (into === this.value) this.value = null; // too long to be an id: dropped
  }

  private endValue(): void {
    if (this.value !== null && !(this.lastKey in this.found)) this.found[this.lastKey] = parsed(Buffer.from(this.value).toString('utf8'));
    this.value = null;
    this.lastKey = '';
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
