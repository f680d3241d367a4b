import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChangeSet, Text } from '@codemirror/state';
import { applyEdits } from '../worker/edits.ts';
import { EditLog } from './editLog.ts';

const doc = (s: string) => Text.of(s.split('\n'));

/** A random change of `length` characters' text: a few replaced ranges, ascending. */
function changeOf(length: number, picks: { at: number; del: number; insert: string }[]): ChangeSet {
  const specs: { from: number; to: number; insert: string }[] = [];
  let pos = 0;
  for (const p of picks) {
    const from = Math.min(length, pos + (p.at % (length - pos + 1)));
    const to = Math.min(length, from + p.del);
    specs.push({ from, to, insert: p.insert });
    pos = to;
    if (pos >= length) break;
  }
  return ChangeSet.of(specs, length);
}

const pick = fc.record({ at: fc.nat(40), del: fc.nat(6), insert: fc.stringMatching(/^[a-z\n/:* ]{0,8}$/) });

describe('EditLog', () => {
  it('gives the edits from any kept version to a newer one: applied to the older text, they make the newer', () => {
    let checked = 0;
    let runs = 0;
    fc.assert(fc.property(
      // Long enough that the edits seldom carry half the text (then the log answers null).
      fc.stringMatching(/^[a-z\n/:* ]{0,60}$/).map((s) => `${'User-agent: *\n'.repeat(20)}${s}`),
      fc.array(fc.array(pick, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
      fc.nat(), fc.nat(),
      (start, steps, a, b) => {
        const log = new EditLog();
        const texts = [start];
        let text = doc(start);
        steps.forEach((picks, i) => {
          const changes = changeOf(text.length, picks);
          text = changes.apply(text);
          texts.push(text.toString());
          log.record(i + 1, changes);
        });
        const from = a % texts.length;
        const to = from + (b % (texts.length - from));
        const edits = log.between(from, to, texts[to].length);
        runs++;
        // Null only when the edits would carry half the text: then the text is sent.
        if (edits === null) return;
        checked++;
        expect(applyEdits(texts[from], edits, texts[to].length)).toBe(texts[to]);
      },
    ));
    expect(checked).toBeGreaterThan(runs * 0.9);
  });

  it('says it cannot when a version between is not kept, or was asked for already', () => {
    const log = new EditLog();
    let text = doc('User-agent: *\nDisallow: /a\n');
    const step = (version: number, insert: string) => {
      const c = ChangeSet.of({ from: text.length, insert }, text.length);
      text = c.apply(text);
      log.record(version, c);
    };
    step(1, 'x');
    step(2, 'y');
    expect(log.between(0, 2, text.length)).toEqual([{ from: 27, to: 27, insert: 'xy' }]);
    expect(log.between(1, 2, text.length)).toEqual([{ from: 28, to: 28, insert: 'y' }]);
    // Asking from 1 dropped version 1: the worker holds 1 or later from now on.
    expect(log.between(0, 2, text.length)).toBeNull();
    // A version counted without its changes (a new view attached): the log starts again.
    step(4, 'z');
    expect(log.between(2, 4, text.length)).toBeNull();
    expect(log.between(3, 4, text.length)).toEqual([{ from: 29, to: 29, insert: 'z' }]);
    log.clear();
    expect(log.between(3, 4, text.length)).toBeNull();
    expect(log.between(4, 4, text.length)).toEqual([]);
  });

  it('sends the text instead when the edits carry half of it (a file opened, a big paste)', () => {
    const log = new EditLog();
    const c = ChangeSet.of({ from: 0, to: 5, insert: 'a much longer text than before' }, 5);
    log.record(1, c);
    expect(log.between(0, 1, c.newLength)).toBeNull();
  });
});
