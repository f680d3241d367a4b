/**
 * Colour (issue 27 §3): a verdict or a severity is coloured only on a terminal that takes
 * colour, never with NO_COLOR set; and the colour never lets a character of the file through raw.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bufferedOutput, paint, wantsColour } from './output.ts';

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _e, done) { chunks.push(chunk.toString()); done(); } });
  return { stream, text: () => chunks.join('') };
}

describe('bufferedOutput', () => {
  it('colours a painted piece only when asked, and escapes its text either way', async () => {
    for (const colour of [true, false]) {
      const s = sink();
      const out = bufferedOutput(s.stream, { colour });
      out.write([paint('blocked', 'BLOCKED'), '  /a\x1b[2J\n', paint('allowed', 'ALLOWED\u202e')]);
      await out.flush();
      expect(s.text()).toBe(colour ? '\x1b[31mBLOCKED\x1b[39m  /a\\u001b[2J\n\x1b[32mALLOWED\\u202e\x1b[39m' : 'BLOCKED  /a\\u001b[2J\nALLOWED\\u202e');
    }
  });
});

describe('wantsColour', () => {
  const tty = Object.assign(new Writable(), { isTTY: true, hasColors: () => true });
  it('on a terminal that takes colour, unless NO_COLOR is set to anything', () => {
    expect(wantsColour(tty, {})).toBe(true);
    expect(wantsColour(tty, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColour(tty, { NO_COLOR: '' })).toBe(true);
    expect(wantsColour(Object.assign(new Writable(), { isTTY: true, hasColors: () => false }), {})).toBe(false);
    expect(wantsColour(new Writable(), {})).toBe(false);
  });
});
