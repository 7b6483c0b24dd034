// Section 9 of npm run bench (BENCH_ONLY=images runs it alone): what 20 photos cost a build.
// A copy of the real site gets 20 camera-sized photos (4,000 × 3,000 JPEG) shown on one Markdown
// page; its builds are timed against the same copy without them: the first build (every file
// encoded), a rebuild with .cache/images kept (the goal: at most 1 s more than without photos),
// and the weight of the file a 390 px phone at 3× picks (the 1,200 px AVIF; goal ≤ 250 KB).
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A photo-like picture: smooth shapes with a camera's grain, different for each `seed`. */
async function photo(seed, width = 4000, height = 3000) {
  const small = Buffer.alloc(400 * 300 * 3);
  for (let index = 0; index < small.length; index++)
    small[index] = (index * 7919 * (seed + 3) + (index >> 7) * 104729) % 256;
  const scene = await sharp(small, { raw: { width: 400, height: 300, channels: 3 } })
    .blur(4)
    .resize(width, height)
    .raw()
    .toBuffer();
  for (let index = 0; index < scene.length; index += 3)
    scene[index] = Math.min(255, scene[index] + (((index * 2654435761) >>> 0) % 7));
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function imageBench({ root, timedBuild, median, runs, table }) {
  const copy = (name) => {
    const dir = mkdtempSync(path.join(tmpdir(), `bench-images-${name}-`));
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
    return dir;
  };
  const plain = copy('none');
  const photos = copy('photos');
  const lines = [];
  for (let seed = 0; seed < 20; seed++) {
    writeFileSync(path.join(photos, 'public/images', `photo-${seed}.jpg`), await photo(seed));
    lines.push(`![Photo ${seed + 1} de l’agence](/images/photo-${seed}.jpg)`, '');
  }
  const page = ['---', 'title: Photos', 'description: Vingt photos.', '---', '', ...lines].join('\n');
  for (const dir of [plain, photos])
    writeFileSync(
      path.join(dir, 'content/pages/photos.md'),
      page.replace(/!\[.*\n/g, plain === dir ? 'Texte.\n' : '$&'),
    );
  const first = timedBuild(photos);
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'bench-images-out-')), 'out');
  timedBuild(photos, undefined, out);
  // Pair by pair, a build without the photos then a rebuild with them: on a shared machine the
  // load changes between runs, the difference within a pair much less.
  const pairs = Array.from({ length: runs }, () => {
    const plainWall = timedBuild(plain).wall;
    return { plainWall, photosWall: timedBuild(photos, undefined, out).wall };
  });
  const without = median(pairs.map((pair) => pair.plainWall));
  const again = median(pairs.map((pair) => pair.photosWall));
  const extra = median(pairs.map((pair) => pair.photosWall - pair.plainWall));
  const folder = path.join(out, 'assets/images');
  const phone = readdirSync(folder).filter((name) => /^photo-\d+-\w+-1200\.avif$/.test(name));
  const heaviest = Math.max(...phone.map((name) => statSync(path.join(folder, name)).size));
  const sources = readdirSync(path.join(photos, 'public/images')).filter((name) => name.startsWith('photo-'));
  const sourceBytes = sources.reduce(
    (total, name) => total + statSync(path.join(photos, 'public/images', name)).size,
    0,
  );
  console.log(
    `\n9. 20 photos of 4,000 × 3,000 (${(sourceBytes / 1e6).toFixed(1)} MB of JPEG) on one page, 15 files each (median of ${runs})\n`,
  );
  table([
    ['figure', 'value', 'target'],
    ['build without the photos', `${without.toFixed(2)} s`, ''],
    ['first build (300 files encoded)', `${first.wall.toFixed(2)} s`, ''],
    ['rebuild, .cache/images kept', `${again.toFixed(2)} s (+${extra.toFixed(2)} s, median of the pairs)`, '≤ +1 s'],
    ['heaviest file a 390 px phone at 3× picks (1,200 px AVIF)', `${(heaviest / 1024).toFixed(0)} KB`, '≤ 250 KB'],
  ]);
  for (const dir of [plain, photos, path.dirname(out)]) rmSync(dir, { recursive: true, force: true });
}
