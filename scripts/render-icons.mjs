// Renders public/icons/icon.svg to the PNG sizes the manifest lists. Run by hand when the icon
// changes (`node scripts/render-icons.mjs`); the PNGs are committed so builds need no browser.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const svg = await readFile(new URL('../public/icons/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const targets = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons need a safe zone: the artwork sits inside the inner 80%.
  { file: 'icon-maskable-192.png', size: 192, padding: 20 },
  { file: 'icon-maskable-512.png', size: 512, padding: 52 },
  // iOS home screens want 180x180 and round the corners themselves.
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0 },
  // The app's own screens show the icon at 28 and 40 px: a raster, because an SVG image costs
  // the page a whole isolated document (60 ms of a phone's main thread at the first visit).
  { file: 'icon-96.png', size: 96, padding: 0, transparent: true },
];
for (const { file, size, padding, transparent = false } of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = size - padding * 2;
  await page.setContent(
    `<body style="margin:0;background:${transparent ? 'none' : '#1c5a9f'};display:grid;place-items:center;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg}</div></body>`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: transparent,
  });
  await page.close();
}
await browser.close();
