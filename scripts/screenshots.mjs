// Screenshots of built pages at phone and desktop widths: node scripts/screenshots.mjs [dir] [paths...]
// Serves out/ on a free port and writes PNGs into the given folder (default /tmp/shots).
import { chromium } from 'playwright';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import handler from 'serve-handler';

const [dir = '/tmp/shots', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/', '/centre-aide', '/documentation', '/tutoriels-video', '/cgv', '/nope'];
mkdirSync(dir, { recursive: true });
const server = createServer((req, res) => handler(req, res, { public: 'out', cleanUrls: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route);
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
server.close();
console.log(`Screenshots in ${dir}`);
