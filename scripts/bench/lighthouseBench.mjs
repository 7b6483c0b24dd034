import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipStatic } from './gzipStatic.mjs';

const pages = ['/', '/standard-telephonique-virtuel', '/secteurs/sante', '/metz', '/fibre-professionnelle'];

/**
 * 4. Lighthouse (mobile, its default: simulated slow 4G and a 4× slower CPU) on the real site built
 * with --precompress and served as the generated nginx configuration serves it. Median of `runs`
 * per page; `first view` is what the page downloads before any click, compressed, as Lighthouse
 * counts it.
 */
export async function lighthouseBench({ root, site, runs, median, table }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const built = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  execFileSync(process.execPath, [site, 'build', '--quiet', '--precompress', '--out', built], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const server = gzipStatic(built);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'first view']];
  for (const page of pages) {
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${server.address().port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      reports.push(lhr);
    }
    const pick = (read) => median(reports.map(read));
    const score = (name) => pick((lhr) => Math.round(lhr.categories[name].score * 100));
    const audit = (name) => pick((lhr) => lhr.audits[name].numericValue);
    rows.push([
      page,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(audit('total-blocking-time'))} ms`,
      audit('cumulative-layout-shift').toFixed(3),
      `${(audit('total-byte-weight') / 1024).toFixed(1)} KB`,
    ]);
  }
  await chrome.kill();
  server.close();
  rmSync(built, { recursive: true, force: true });
  console.log(
    `\n4. Lighthouse 12, mobile (median of ${runs}; served gzipped, as by the generated nginx configuration). Targets: 100 accessibility, best practices, SEO; home performance ≥ 98, LCP ≤ 1.5 s, CLS 0, first view ≤ 150 KB\n`,
  );
  table(rows);
}
