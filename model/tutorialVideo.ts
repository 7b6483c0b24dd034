import { z } from 'zod';
import { absoluteUrl, imagePath, text } from './fields.js';

/** `4 min 30`, `12 min`, `45 s`: a length as the page says it. */
const durationPattern = /^(\d{1,3} min( [0-5]\d)?|[1-5]?\d s)$/;

/** A video of `content/support/tutoriels-video.yaml`, played from `videoHost` once the visitor asks. */
export const tutorialVideo = z.strictObject({
  title: text.describe('Titre de la vidéo.'),
  /** Length as the page shows it: `4 min 30`, `12 min`, `45 s`. */
  duration: z
    .string()
    .trim()
    .regex(durationPattern, { message: 'expected a length such as "4 min 30", "12 min" or "45 s"' })
    .describe('Durée affichée : `4 min 30`, `12 min`, `45 s`.'),
  /** Image shown until the visitor plays the video, under `public/`. */
  poster: imagePath.describe('Image affichée tant que la vidéo n’est pas lancée, dans `public/`.'),
  /** The player's address (embed) on `videoHost`: `https://www.youtube-nocookie.com/embed/…`. */
  url: absoluteUrl.describe(
    'Adresse du lecteur de la vidéo (« intégrer ») chez l’hébergeur nommé par `videoHost`, par exemple `https://www.youtube-nocookie.com/embed/…`.',
  ),
});

/** The origin of `videoHost`: an `https://` address with nothing after the host. */
export const videoHost = absoluteUrl.refine((value) => /^https:\/\/[^/?#]+\/?$/.test(value) && !value.includes('@'), {
  message: 'expected the https:// address of the video host alone, such as https://www.youtube-nocookie.com',
});

/**
 * The fields of the tutorials page about videos, and the rule between them: every video is
 * played from `videoHost` over HTTPS, the one host the page's Content-Security-Policy lets it frame.
 */
export const tutorialVideos = {
  /** The host that plays the videos (`https://www.youtube-nocookie.com`, a PeerTube instance…); required with videos. */
  videoHost: videoHost
    .optional()
    .describe(
      'Hébergeur qui diffuse les vidéos, son adresse seule : `https://www.youtube-nocookie.com`, `https://player.vimeo.com`, une instance PeerTube. Obligatoire dès qu’une vidéo est listée.',
    ),
  /** Title of the videos' section. Default « Nos vidéos ». */
  videosTitle: text.optional().describe('Titre de la section des vidéos. Par défaut « Nos vidéos ».'),
  /** The videos, in the page's order; none: the page announces them (`construction`). Default none. */
  videos: z
    .array(tutorialVideo)
    .default([])
    .describe('Les vidéos, dans l’ordre de la page ; sans vidéo, la page les annonce (`construction`).'),
};

/** The origin the page frames: `https://www.youtube-nocookie.com` for `https://www.youtube-nocookie.com/`. */
export function videoOrigin(host: string): string {
  return new URL(host).origin;
}

/** What the tutorials page frames: its video host's origin when it lists videos, else nothing. */
export function videoFrames(page: { videoHost?: string; videos: unknown[] }): string[] | undefined {
  return page.videoHost !== undefined && page.videos.length > 0 ? [videoOrigin(page.videoHost)] : undefined;
}

/** Issues of a tutorials page whose videos are not all on its `videoHost` over HTTPS. */
export function videoHostIssues(page: { videoHost?: string; videos: { url: string }[] }, context: z.RefinementCtx) {
  if (page.videos.length > 0 && page.videoHost === undefined)
    context.addIssue({
      code: 'custom',
      path: ['videoHost'],
      message: 'expected videoHost, the host that plays the videos listed',
    });
  if (page.videoHost === undefined) return;
  const origin = videoOrigin(page.videoHost);
  page.videos.forEach((video, index) => {
    if (new URL(video.url).origin !== origin)
      context.addIssue({
        code: 'custom',
        path: ['videos', index, 'url'],
        message: 'expected an address on the host named in videoHost, over https://',
        params: {
          hint: 'copy the player address (embed) the host gives for this video, or name its host in videoHost.',
        },
      });
  });
}
