#!/usr/bin/env node
/**
 * Draws the app icons (public/icons/icon-192.png, icon-512.png) from public/icons/icon.svg with
 * Chromium, the browser the tests already need: `node scripts/icons.mjs` after editing the SVG.
 * The letter stays inside the middle 80 %, so the 512 px icon also serves as a maskable one.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';

const found = await findChromium();
if (!found.path) throw new Error(found.error);
const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: `public/icons/icon-${size}.png` });
}
await browser.close();
