// The module hooks of module-loads-probe.mjs (they run on Node's loader thread).
import { appendFileSync } from 'node:fs';

let file = '';

export function initialize(data) {
  file = data;
}

export async function load(url, context, next) {
  appendFileSync(file, `${url}\n`);
  return next(url, context);
}
