import { messageKind } from './messageKind.js';

const thousands = (value: number) => value.toLocaleString('en-US');
const milliers = (value: number) => value.toLocaleString('fr-FR').replace(/\s/g, '\u202f');

/** A photo narrower than the site shows it on a sharp screen: it will look blurry. */
export const smallPhoto = messageKind<{ image: string; width: number; wanted: number }>({
  example: { image: '/images/equipe.jpg', width: 640, wanted: 1200 },
  en: ({ image, width, wanted }) => ({
    message: `the photo ${image} is ${thousands(width)} pixels wide: pages show photos up to ${thousands(wanted)} pixels wide on sharp screens, so it will look blurry`,
    hint: `use the original photo, at least ${thousands(wanted)} pixels wide: the build makes the smaller sizes itself.`,
  }),
  fr: ({ image, width, wanted }) => ({
    message: `la photo ${image} fait ${milliers(width)}\u00a0pixels de large\u00a0: les pages montrent les photos jusqu’à ${milliers(wanted)}\u00a0pixels sur les écrans fins, elle y sera floue`,
    hint: `utilisez la photo d’origine, d’au moins ${milliers(wanted)}\u00a0pixels de large\u00a0: la construction fait elle-même les tailles plus petites.`,
  }),
});

/** A photo far larger than any screen: published resized, which the editor should know. */
export const hugePhoto = messageKind<{ image: string; width: number; height: number; published: number }>({
  example: { image: '/images/salle.jpg', width: 8000, height: 6000, published: 2560 },
  en: ({ image, width, height, published }) => ({
    message: `the photo ${image} is ${thousands(width)} × ${thousands(height)} pixels: it is published at most ${thousands(published)} pixels wide`,
    hint: 'nothing to do for the site; to keep the project light, save it at 3,000 pixels wide at most.',
  }),
  fr: ({ image, width, height, published }) => ({
    message: `la photo ${image} fait ${milliers(width)}\u00a0×\u00a0${milliers(height)}\u00a0pixels\u00a0: elle est publiée à ${milliers(published)}\u00a0pixels de large au plus`,
    hint: 'rien à faire pour le site\u00a0; pour garder le projet léger, enregistrez-la à 3\u202f000\u00a0pixels de large au plus.',
  }),
});

/** An image file of `public/` that content shows but that cannot be read as an image. */
export const unreadableImage = messageKind<{ image: string; reason: string }>({
  example: { image: '/images/photo.jpg', reason: 'Input buffer contains unsupported image format' },
  en: ({ image, reason }) => ({
    message: `the image ${image} cannot be read: ${reason}`,
    hint: 'open it in a photo editor and export it again as JPEG (photos) or PNG (screenshots), then put that file in its place.',
  }),
  fr: ({ image, reason }) => ({
    message: `l’image ${image} est illisible (l’outil d’images dit, en anglais\u00a0: «\u00a0${reason}\u00a0»)`,
    hint: 'ouvrez-la dans un logiciel photo et exportez-la de nouveau en JPEG (photos) ou en PNG (captures d’écran), puis mettez ce fichier à sa place.',
  }),
});
