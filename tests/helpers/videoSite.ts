import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TempSite } from './tempSite.js';

/** The host the test videos are played from: never reached, tests answer for it. */
export const videoHost = 'https://video.example.org';

/** The tutorials page's file. */
export const tutorialsFile = 'content/support/tutoriels-video.yaml';

/** The two videos `addVideos` lists, as the page should name them. */
export const testVideos = [
  { title: 'Transférer un appel', duration: '4 min 30', url: `${videoHost}/videos/embed/transfert` },
  { title: 'Écouter sa messagerie', duration: '45 s', url: `${videoHost}/videos/embed/messagerie` },
];

/**
 * Lists two videos on the tutorials page of `site` (a temp copy of the fixture site), played
 * from `videoHost`, with a JPEG poster of 1,280 × 720 the build encodes; `lines` replaces the
 * list when a test needs a broken one. Returns the line of the first line added (`videoHost:`).
 */
export async function addVideos(site: TempSite, lines?: string[]): Promise<number> {
  const poster = path.join(site.root, 'public/images/tutoriels/transfert.jpg');
  await mkdir(path.dirname(poster), { recursive: true });
  await writeFile(
    poster,
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0b3a82' } })
      .jpeg()
      .toBuffer(),
  );
  const text = await readFile(path.join(site.root, tutorialsFile), 'utf8');
  const list = lines ?? [
    `videoHost: ${videoHost}`,
    'videosTitle: Prise en main',
    'videos:',
    ...testVideos.flatMap((video) => [
      `  - title: ${video.title}`,
      `    duration: ${video.duration}`,
      '    poster: /images/tutoriels/transfert.jpg',
      `    url: ${video.url}`,
    ]),
  ];
  await site.write(tutorialsFile, `${text.trimEnd()}\n${list.join('\n')}\n`);
  return text.trimEnd().split('\n').length + 1;
}
