import { describe, expect, it } from 'vitest';
import { parseRobots, diagnose } from '../core/index.ts';
import { BEAT_MS, heartbeat } from './heartbeat.ts';
import { createDocuments } from './documents.ts';
import type { WorkerAlive } from './protocol.ts';

describe('the worker\'s heartbeat', () => {
  it('says it is alive at most once per BEAT_MS of work, however often it is called', () => {
    let clock = 0;
    const sent: number[] = [];
    const beat = heartbeat(() => sent.push(clock), () => clock);
    for (; clock < 1000; clock += 10) beat();
    expect(sent).toEqual([250, 500, 750]);
    expect(BEAT_MS).toBe(250);
  });

  it('is called at each rule and group of the long checks, so a big file\'s checks are never silent for long', () => {
    const text = Array.from({ length: 300 }, (_, i) => `User-agent: bot${i}\nDisallow: /p${i}/\nDisallow: /x${i}.js\n`).join('\n') + '\nUser-agent: Googlebot\n'
      + Array.from({ length: 500 }, (_, i) => `Disallow: /assets${i}/`).join('\n');
    let calls = 0;
    const parsed = parseRobots(text);
    const withBeats = diagnose(parsed, { onProgress: () => calls++ });
    // Every group (checkGroups) and every Disallow Googlebot obeys (checkResources), and more.
    expect(calls).toBeGreaterThan(parsed.groups.length + 500);
    expect(withBeats).toEqual(diagnose(parsed));
  });
});

describe('the worker says it is alive while it works on a big document', () => {
  it('sends `alive` with the request\'s seq and document between the start of a parse and its answer', () => {
    // A clock that moves 5 ms at each look: the work "takes" as long as the looks made.
    let clock = 0;
    const docs = createDocuments(() => (clock += 5));
    const text = Array.from({ length: 2000 }, (_, i) => `User-agent: bot${i}\nDisallow: /p${i}/\n`).join('\n');
    const heard: WorkerAlive[] = [];
    const answer = docs.handle({ type: 'update', seq: 9, docId: 'editor', docVersion: 3, text, breaks: null, profile: 'google' }, (m) => {
      if (m.type === 'alive') heard.push(m);
    })!.response;
    expect(answer).toMatchObject({ type: 'analysis', seq: 9, docVersion: 3 });
    expect(heard.length).toBeGreaterThan(10);
    expect(heard.every((m) => m.seq === 9 && m.docId === 'editor' && m.docVersion === 3)).toBe(true);
  });
});
