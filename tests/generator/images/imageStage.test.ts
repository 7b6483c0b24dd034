import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

/** A photo-like picture: smooth shapes with some grain, as a camera's, `width` × `height`. */
async function photo(width: number, height: number): Promise<Buffer> {
  const grain = Buffer.alloc(width * height * 3);
  for (let index = 0; index < grain.length; index++) grain[index] = (index * 7919 + (index >> 9) * 104729) % 256;
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .blur(6)
    .jpeg({ quality: 92 })
    .toBuffer();
}

// Each test encodes photos (a few seconds quiet; more while the other worker runs): 90 s each.
let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await sharp(await photo(2000, 1333)).toFile(path.join(site.root, 'public/images/bureau.jpg'));
  // A name with spaces and accents, as an editor's camera or folder gives it, and an upper-case extension.
  await mkdir(path.join(site.root, 'public/images/Nos locaux'));
  await sharp(await photo(1300, 900)).toFile(path.join(site.root, 'public/images/Nos locaux/Réception 1.JPG'));
  await site.write(
    'content/pages/equipe.md',
    '---\ntitle: L’équipe\ndescription: Qui répond au téléphone.\n---\n\n![Le plateau du support, six postes face aux fenêtres](/images/bureau.jpg)\n\nTexte.\n\n![La réception](</images/Nos locaux/Réception 1.JPG>)\n',
  );
});
afterAll(() => site.remove());

const out = () => path.join(site.root, 'out');
const encoded = async () =>
  (await readdir(path.join(out(), 'assets/images'))).filter((name) => name.startsWith('bureau-'));

describe('a photo of a Markdown page', () => {
  it('is published as a picture: AVIF and WebP candidates, the JPEG fallback, its size, fetched first when it opens the page', async () => {
    const result = await buildInProcess(site.root);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('bureau');
    const html = await readFile(path.join(out(), 'equipe.html'), 'utf8');
    const picture = /<picture>.*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(
      /^<picture><source type="image\/avif" srcset="\/assets\/images\/bureau-\w+-480\.avif 480w, [^"]*2000\.avif 2000w" sizes="\(min-width: 50rem\) 46rem, calc\(100vw - 2rem\)" \/><source type="image\/webp" /,
    );
    expect(picture).toContain(
      'alt="Le plateau du support, six postes face aux fenêtres" width="2000" height="1333" fetchpriority="high" decoding="async" />',
    );
    expect(picture).not.toContain('loading="lazy"');
    // The second, lower on the page, loads lazily; its files are named safely.
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcset="\/assets\/images\/r-ception-1-\w+-480\.avif 480w, [^"]+1300\.avif 1300w"[^]*?alt="La réception" width="1300" height="900" loading="lazy" decoding="async" \/><\/picture>/,
    );
    expect((await encoded()).sort()).toHaveLength(15);
    // What a 390 px phone at 3× picks (1,170 px: the 1,200 candidate, in AVIF) weighs at most 250 KB.
    const avif = (await encoded()).find((name) => name.endsWith('-1200.avif'))!;
    expect((await stat(path.join(out(), 'assets/images', avif))).size).toBeLessThan(250_000);
    const meta = await sharp(path.join(out(), 'assets/images', avif)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 1200, 800]);
  }, 90_000);

  it('is encoded again into the same files when the cache is deleted, and taken from it otherwise', async () => {
    const cache = path.join(site.root, '.cache/images');
    const files = async () =>
      Object.fromEntries(
        await Promise.all(
          (await encoded()).map(
            async (name) => [name, await readFile(path.join(out(), 'assets/images', name))] as const,
          ),
        ),
      );
    const first = await files();
    expect((await readdir(cache)).length).toBe(15 + 12); // bureau.jpg in 5 widths, Réception 1.JPG in 4, 3 formats each
    await rm(cache, { recursive: true });
    expect((await buildInProcess(site.root)).code).toBe(0);
    expect(await files()).toEqual(first);
  }, 90_000);
});

describe('what an editor is told about a photo', () => {
  it('names a photo too small for the page, one far too large, and a file that is no image, at the line that shows it', async () => {
    const other = await createTempSite();
    try {
      await sharp(await photo(640, 480)).toFile(path.join(other.root, 'public/images/petite.jpg'));
      await sharp({ create: { width: 6400, height: 400, channels: 3, background: '#567' } })
        .jpeg()
        .toFile(path.join(other.root, 'public/images/immense.jpg'));
      await other.write(
        'content/pages/photos.md',
        [
          '---',
          'title: Photos',
          'description: Trois photos.',
          '---',
          '',
          '![Le standard sur un poste](/images/petite.jpg)',
          '',
          '![Le plateau](/images/immense.jpg)',
          '',
        ].join('\n'),
      );
      const built = await buildInProcess(other.root);
      expect(built.code).toBe(0);
      expect(built.stderr).toContain(
        'warning: content/pages/photos.md:6:29 the photo /images/petite.jpg is 640 pixels wide: pages show photos up to 1,200 pixels wide on sharp screens, so it will look blurry\n' +
          '  hint: use the original photo, at least 1,200 pixels wide: the build makes the smaller sizes itself.\n',
      );
      expect(built.stderr).toContain(
        'warning: content/pages/photos.md:8:15 the photo /images/immense.jpg is 6,400 × 400 pixels: it is published at most 2,560 pixels wide',
      );
      expect(built.french).toContain(
        'la photo /images/petite.jpg fait 640\u00a0pixels de large\u00a0: les pages montrent les photos jusqu’à 1\u202f200\u00a0pixels',
      );
      // A file named .jpg that holds no image: the page would show a broken one.
      await other.write('public/images/petite.jpg', 'not a photo');
      const broken = await buildInProcess(other.root);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('content/pages/photos.md:6:29 the image /images/petite.jpg cannot be read: ');
      expect(broken.french).toContain('l’image /images/petite.jpg est illisible');
      // A photo cut short by an interrupted copy: its header reads, its pixels do not. The build
      // stops at the line that shows it, and out/ stays as it was.
      const whole = await photo(1600, 1200);
      await writeFile(path.join(other.root, 'public/images/petite.jpg'), whole.subarray(0, whole.length >> 1));
      const cut = await buildInProcess(other.root);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toContain('content/pages/photos.md:6:29 the image /images/petite.jpg cannot be read: ');
      expect(await readFile(path.join(other.root, 'out/photos.html'), 'utf8')).toContain('/assets/images/immense-');
    } finally {
      await other.remove();
    }
  }, 90_000);
});

describe('an animation', () => {
  it('is published as it is, every frame kept, and not encoded into still pictures', async () => {
    const other = await createTempSite();
    try {
      const frame = (color: string) =>
        sharp({ create: { width: 600, height: 400, channels: 4, background: color } })
          .png()
          .toBuffer();
      await sharp([await frame('#0af'), await frame('#fa0')], { join: { animated: true } })
        .webp()
        .toFile(path.join(other.root, 'public/images/appel.webp'));
      await other.write(
        'content/pages/animation.md',
        '---\ntitle: Animation\ndescription: Un appel transféré.\n---\n\n![Un appel transféré d’un poste à l’autre](/images/appel.webp)\n',
      );
      const built = await buildInProcess(other.root);
      expect(built.code).toBe(0);
      const html = await readFile(path.join(other.root, 'out/animation.html'), 'utf8');
      expect(html).toContain('src="/images/appel.webp"');
      expect(html).not.toContain('/assets/images/appel-');
      expect((await sharp(path.join(other.root, 'out/images/appel.webp')).metadata()).pages).toBe(2);
    } finally {
      await other.remove();
    }
  }, 90_000);
});
