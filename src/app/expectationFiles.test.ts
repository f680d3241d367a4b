/**
 * An expectations file opened in the app: it takes the file's profile, and the message names
 * that reading in words (core words/profileWords.ts), never by its code.
 */
import { describe, expect, it } from 'vitest';
import { writeExpectations } from '../core/index.ts';
import { createRobotsStore } from '../state/store.ts';
import { importExpectations } from './expectationFiles.ts';

describe('importExpectations', () => {
  it('says the file\'s reading in words, not its code', async () => {
    const store = createRobotsStore();
    const text = writeExpectations({ profile: 'rfc9309', expectations: [{ url: '/a', crawler: 'GPTBot', expect: 'blocked' }] });
    await importExpectations(store, new File([text], 'suite.json', { type: 'application/json' }));
    expect(store.getState().inputs.profile).toBe('rfc9309');
    const said = store.getState().ui.messages.map((m) => m.text).join('\n');
    expect(said).toContain('Read as the file says: RFC 9309 (the standard).');
    expect(said).not.toMatch(/\brfc9309\b/);
  });
});
