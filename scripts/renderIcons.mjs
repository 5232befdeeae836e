// Renders the installed app's icons (public/icons/*.png) from public/favicon.svg, in Debian's chromium. Run once
// after the favicon changes and commit the PNG files: the build copies them as they are (decision 85).
//
//   node scripts/renderIcons.mjs
//
// "any" icons are the favicon itself (transparent round corners). The maskable icon and Apple's touch icon fill
// the whole square with the favicon's red and keep its star and bar inside the middle 60 %, the safe zone a launcher's
// mask (circle, squircle) never cuts (https://www.w3.org/TR/appmanifest/#icon-masks).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const FAVICON = fs.readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const OUT = new URL('../public/icons/', import.meta.url);
const RED = FAVICON.match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)[1];

/** The favicon's drawing without its rounded background, scaled into the middle `share` of a full square. */
function fullBleed(share) {
  const emblem = FAVICON.replace(/<svg[^>]*>|<\/svg>/g, '').replace(/<rect width="64" height="64"[^>]*\/>/, '');
  const offset = (64 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${RED}"/>`
    + `<g transform="translate(${offset} ${offset}) scale(${share})">${emblem}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: FAVICON },
  { file: 'icon-512.png', size: 512, svg: FAVICON },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.6) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.75) },
];

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${source}" width="${size}" height="${size}">`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: new URL(file, OUT).pathname, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
