/**
 * What is said of an expectations file that is not read (core readExpectationBytes, the page's
 * Import expectations, and a file picked with Open suite whose content is an expectations file:
 * app/jsonFiles.ts openJsonAs), so the page and `robotscope test/review --expect` say the same.
 */
import { countText } from './countText.ts';

/** A file core binaryData.ts looksBinary takes for binary data: its bytes are not quoted (walk23 saw "Unexpected token '�'"). */
export const BINARY_NOT_JSON = 'it is mostly binary data, not JSON text';

/** Past the bytes `what` ("an expectations file", "a test suite") may have, naming both: one sentence for the two JSON files Open suite opens. */
export const tooBigWords = (bytes: number, max: number, what: string): string =>
  `it is ${countText(bytes)} bytes, over the ${countText(max)} bytes (${Math.round(max / 1048576)} MB) ${what} may have`;

/**
 * The page's refusal of `name`; `asked`: the button the person used (Open suite for a file whose
 * first characters are an expectations file's says that it was not read as the suite asked for).
 */
export const notReadWords = (name: string, why: string, asked: 'suite' | 'expectations'): string =>
  asked === 'suite'
    ? `${name} is not a test suite: it starts as an expectations file, and Robotscope cannot read it as one: ${why}. Nothing was changed.`
    : `${name} is not an expectations file Robotscope reads: ${why}. Nothing was changed.`;
