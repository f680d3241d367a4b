/**
 * A small least-recently-used cache of parses, keyed by the exact robots body as it came in
 * (text, or base64 with a prefix). Conformance files ask many questions of one body, often on
 * consecutive lines, and a large corpus file costs far more to parse than to check.
 */
import { parseRobots, type ParsedRobots, type Profile } from '../core/index.ts';

export class ParseCache {
  private readonly entries = new Map<string, ParsedRobots>();
  private readonly profile: Profile;
  private readonly capacity: number;

  constructor(profile: Profile, capacity = 16) {
    this.profile = profile;
    this.capacity = capacity;
  }

  /** The parse of `body`; `key` names it exactly (two bodies with one key must be equal). */
  get(key: string, body: () => string | Uint8Array): ParsedRobots {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark it most recently used (a Map iterates in insertion order).
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const parsed = parseRobots(body(), { profile: this.profile });
    this.entries.set(key, parsed);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return parsed;
  }
}
