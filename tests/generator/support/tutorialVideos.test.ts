import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { addVideos, testVideos, tutorialsFile, videoHost } from '../../helpers/videoSite.js';

// Issue 43, item 4: the videos of content/support/tutoriels-video.yaml, each a poster until played.
const nb = '\u00a0';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const read = (file: string) => readFile(path.join(site.root, 'out', file), 'utf8');
const frameSources = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="[^"]*frame-src ([^;"]*)/.exec(html)?.[1];

describe('the tutorials page', () => {
  it('with videos: a poster link per video naming it and its length, no frame before a click', async () => {
    await addVideos(site);
    const built = await buildInProcess(site.root);
    // Nothing to say but what the fixture always says (no chat webhook).
    expect(built.stderr.split('\n').filter((line) => line && !line.includes('chat webhook'))).toEqual([]);
    expect(built.code).toBe(0);
    const html = await read('tutoriels-video.html');
    expect(html).toContain('<h2 id="videos-title">Prise en main</h2>');
    expect(html).toContain(
      `<a class="video-poster" href="${testVideos[0]!.url}" aria-label="Lire la vidéo${nb}: Transférer un appel (4 min 30)">`,
    );
    expect(html).toContain(`aria-label="Lire la vidéo${nb}: Écouter sa messagerie (45 s)"`);
    expect(html).toContain('<source type="image/avif" srcSet="/assets/images/transfert-');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('Tutoriels en préparation');
  });

  it('with videos: its host may be framed on this page only, by the page’s policy; the host’s header names it', async () => {
    await addVideos(site);
    expect((await buildInProcess(site.root)).code).toBe(0);
    // The fixture's eligibility checker is framed from every page, as before.
    const checker = 'https://eligibilite.telorys.fr';
    expect(frameSources(await read('tutoriels-video.html'))).toBe(`${checker} ${videoHost}`);
    expect(frameSources(await read('index.html'))).toBe(checker);
    expect(frameSources(await read('documentation.html'))).toBe(checker);
    expect(await read('_headers')).toContain(`frame-src ${checker} ${videoHost}; object-src`);
  });

  it('without videos: the block announcing them, as the specification shows it, and no host to frame', async () => {
    expect((await buildInProcess(site.root)).code).toBe(0);
    const html = await read('tutoriels-video.html');
    expect(html).toContain('Tutoriels en préparation');
    expect(html).not.toContain('video-poster');
    expect(frameSources(html)).toBe('https://eligibilite.telorys.fr');
    expect(await read('_headers')).toContain('frame-src https://eligibilite.telorys.fr; object-src');
  });

  it('refuses a video on another host than videoHost, at its line, in English and French', async () => {
    const line = await addVideos(site, [
      `videoHost: ${videoHost}`,
      'videos:',
      '  - title: Transférer un appel',
      '    duration: 4 min 30',
      '    poster: /images/tutoriels/transfert.jpg',
      '    url: https://www.youtube.com/embed/abc',
    ]);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(
      `${tutorialsFile}:${line + 5}:10 videos[0].url: expected an address on the host named in videoHost, over https://, got the text "https://www.youtube.com/embed/abc"\n` +
        '  hint: copy the player address (embed) the host gives for this video, or name its host in videoHost.\n',
    );
    expect(built.french).toContain(
      `${tutorialsFile}:${line + 5}:10 videos[0].url${nb}: attendu une adresse chez l’hébergeur nommé par videoHost, en https://`,
    );
  });

  it('refuses a video over http, a host with a path, a length written otherwise', async () => {
    const line = await addVideos(site, [
      'videoHost: https://video.example.org/videos',
      'videos:',
      '  - title: Transférer un appel',
      '    duration: 4mn30',
      '    poster: /images/tutoriels/transfert.jpg',
      '    url: http://video.example.org/videos/embed/transfert',
    ]);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(
      `${tutorialsFile}:${line}:12 videoHost: expected the https:// address of the video host alone, such as https://www.youtube-nocookie.com`,
    );
    expect(built.stderr).toContain(
      `${tutorialsFile}:${line + 3}:15 videos[0].duration: expected a length such as "4 min 30", "12 min" or "45 s"`,
    );
  });

  it('refuses videos without the host that plays them', async () => {
    await addVideos(site, [
      'videos:',
      '  - title: Transférer un appel',
      '    duration: 4 min 30',
      '    poster: /images/tutoriels/transfert.jpg',
      `    url: ${testVideos[0]!.url}`,
    ]);
    const built = await buildInProcess(site.root);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('videoHost: expected videoHost, the host that plays the videos listed');
  });
});
