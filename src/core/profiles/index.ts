import type { Profile, ReadingId } from '../types.ts';
import { bing } from './bing.ts';
import { draft1996 } from './draft1996.ts';
import { google } from './google.ts';
import { rfc9309 } from './rfc9309.ts';
import { yandex, yandexBlankLine, yandexEscapes } from './yandex.ts';
import type { ProfileSpec } from './types.ts';

export type { Normalisation, ProfileSpec } from './types.ts';

/** Every reading the engine parses with, the ones no person chooses too (ReadingId). */
export const PROFILE_SPECS: Readonly<Record<ReadingId, ProfileSpec>> = {
  google, rfc9309, draft1996, bing, yandex, 'yandex-escapes': yandexEscapes, 'yandex-blank-line': yandexBlankLine,
};

/** The spec of a reading; unknown names fall back to google, the default. */
export function profileSpec(name: ReadingId | undefined): ProfileSpec {
  return (name && PROFILE_SPECS[name]) || google;
}

/** The reading a person knows `id` as, whose words it speaks with (ProfileSpec base). */
export const baseOf = (id: ReadingId): Profile => profileSpec(id).base;

/** The standard: how a crawler that documents nothing more reads robots.txt (issue 29 §1). */
export const STANDARD_READING: Profile = 'rfc9309';
/** The most lenient reading (Google's parser): what an undocumented crawler's answer, or Bing's, is checked against (readings.ts crossChecked). */
export const LENIENT_READING: Profile = 'google';
