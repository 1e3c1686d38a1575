import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { paths } from './lib/paths.js';

/**
 * `npx tsx scripts/pwa-icons.ts`: draws the app icons in public/icons/ from public/images/logo.svg
 * with Debian Chromium. "any" icons are the logo itself; maskable ones keep the bolt inside the
 * central 80 % safe zone on a full-bleed brand background.
 */
const logo = readFileSync(join(paths.root, 'public', 'images', 'logo.svg'), 'utf8');
const bolt = /<path[^>]*\/>/.exec(logo)?.[0];
if (!bolt) throw new Error('logo.svg has no path');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#c2410c"/><g transform="translate(6.4 6.4) scale(0.6)">${bolt}</g></svg>`;
const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const outDir = join(paths.root, 'public', 'icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${String(icon.size)}" height="${String(icon.size)}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(outDir, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
process.stdout.write(`Wrote ${String(icons.length)} icons to ${outDir}\n`);
