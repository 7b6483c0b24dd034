// The brand's images, made once and kept in public/images/ (no rasteriser at build time):
//   partage.png, 1200×630, the default image of shared links (og:image);
//   logo.png, 512×512, the business's logo in the structured data.
// Drawn by Chromium from the mark of templates/layout/Logo.tsx and the brand of content/site.yaml:
//   node scripts/brand-images.mjs [site root, default .]
// Run it again after changing the brand's name, tagline or colours.
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = process.argv[2] ?? '.';
const { brand } = parse(readFileSync(path.join(root, 'content/site.yaml'), 'utf8'));
const escape = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
const primary = '#0b3a82';
const accent = '#f97316';
const mark = (size) => `
  <svg width="${size}" height="${size}" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg">
    <rect width="32" height="32" rx="8" fill="${primary}"/>
    <path d="M9 21.5c4.5 0 8-3.4 8-8.5M13 22c2.6-.8 7-3.4 7-10M9 13.5a4 4 0 0 1 4-4" fill="none" stroke="#fff"
      stroke-width="2.2" stroke-linecap="round"/>
    <circle cx="22.5" cy="21" r="2.2" fill="${accent}"/>
  </svg>`;
const font = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const share = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: ${font}; color: #fff; display: flex; flex-direction: column; justify-content: center;
    padding: 0 96px; box-sizing: border-box; overflow: hidden;
    background: radial-gradient(circle at 85% 20%, #1d5bbf 0, transparent 45%), linear-gradient(135deg, #072a60, ${primary}); }
  .brand { display: flex; align-items: center; gap: 32px; }
  .brand svg { border-radius: 28px; box-shadow: 0 0 0 6px rgba(255, 255, 255, 0.9); }
  .name { font-size: 104px; font-weight: 800; letter-spacing: -2px; }
  .tagline { font-size: 44px; line-height: 1.25; margin-top: 48px; max-width: 960px; font-weight: 500; }
  .bar { width: 160px; height: 10px; border-radius: 5px; background: ${accent}; margin-top: 48px; }
</style></head><body>
  <div class="brand">${mark(150)}<span class="name">${escape(brand.name)}</span></div>
  <div class="tagline">${escape(brand.tagline)}</div>
  <div class="bar"></div>
</body></html>`;
const logo = `<!doctype html><html><head><style>html, body { margin: 0; width: 512px; height: 512px; background: transparent; }
  svg { display: block; }</style></head><body>${mark(512)}</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [file, html, width, height] of [
  ['partage.png', share, 1200, 630],
  ['logo.png', logo, 512, 512],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  const out = path.join(root, 'public/images', file);
  await page.screenshot({ path: out, omitBackground: file === 'logo.png' });
  await page.close();
  console.log(`${out} (${width}×${height})`);
}
await browser.close();
