import { messageKind } from './messageKind.js';

/** Why a link in `public/` is not published (see listPublicFiles). */
export interface LinkRefusal {
  /** The link, as shown: `public/leak.txt`. */
  link: string;
  /** Where it leads, as a real path (or as written, for a link that leads nowhere). */
  target: string;
  why: 'outside' | 'hidden' | 'missing' | 'loop';
  /** The folder it lies in, as shown: `public`. */
  folder: string;
}

const whyEn = ({ target, why, folder }: LinkRefusal): string => {
  switch (why) {
    case 'outside':
      return `leads outside ${folder}/, to ${target}: the build publishes nothing from elsewhere on this computer`;
    case 'hidden':
      return `leads to ${target}, whose name starts with a dot and is never published`;
    case 'missing':
      return `leads to ${target}, which does not exist`;
    case 'loop':
      return `leads to ${target}, a folder that holds the link itself, so its copy would never end`;
  }
};

const whyFr = ({ target, why, folder }: LinkRefusal): string => {
  switch (why) {
    case 'outside':
      return `mène hors de ${folder}/, vers ${target}\u00a0: la construction ne publie rien d’autre de cet ordinateur`;
    case 'hidden':
      return `mène vers ${target}, dont le nom commence par un point et n’est jamais publié`;
    case 'missing':
      return `mène vers ${target}, qui n’existe pas`;
    case 'loop':
      return `mène vers ${target}, un dossier qui contient le lien lui-même, dont la copie ne finirait jamais`;
  }
};

/** A symbolic link of `public/` the build refuses to publish. */
export const publicLinkRefused = messageKind<LinkRefusal>({
  example: { link: 'public/leak.txt', target: '/etc/passwd', why: 'outside', folder: 'public' },
  en: (refusal) => ({
    message: `symbolic link refused: it ${whyEn(refusal)}`,
    hint: `put the file itself in ${refusal.folder}/ instead of a link to it, or remove ${refusal.link}.`,
  }),
  fr: (refusal) => ({
    message: `lien symbolique refusé\u00a0: il ${whyFr(refusal)}`,
    hint: `placez le fichier lui-même dans ${refusal.folder}/ au lieu d’un lien vers lui, ou supprimez ${refusal.link}.`,
  }),
});

/** How many names a warning lists before it only counts the rest. */
const listed = 5;
const list = (files: string[], more: (count: number) => string): string =>
  files.length > listed ? `${files.slice(0, listed).join(', ')} ${more(files.length - listed)}` : files.join(', ');

/** Files of `public/` left out of the output: their names start with a dot (`.env`, `.git/`). */
export const publicLeftOut = messageKind<{ files: string[] }>({
  example: { files: ['public/.env', 'public/.git/'] },
  en: ({ files }) => ({
    message: `${files.length === 1 ? '1 name' : `${files.length} names`} of public/ left out of the site, as a name starting with a dot is never published (but .well-known/): ${list(files, (count) => `and ${count} more`)}`,
  }),
  fr: ({ files }) => ({
    message: `${files.length === 1 ? '1 nom' : `${files.length} noms`} de public/ laissés hors du site, car un nom commençant par un point n’est jamais publié (sauf .well-known/)\u00a0: ${list(files, (count) => `et ${count} autres`)}`,
  }),
});

/** Files of `public/` that a browser runs scripts from when the host sends no Content-Security-Policy. */
export const publicScripts = messageKind<{ files: string[] }>({
  example: { files: ['public/img/carte.svg'] },
  en: ({ files }) => ({
    message: `${list(files, (count) => `and ${count} more`)} can run scripts on the site’s own address: hosts that send no Content-Security-Policy (GitHub Pages, S3) will run them. Remove the <script>, on…= attributes and javascript: links, or serve the file from another domain`,
  }),
  fr: ({ files }) => ({
    message: `${list(files, (count) => `et ${count} autres`)} ${files.length === 1 ? 'peut' : 'peuvent'} exécuter des scripts à l’adresse même du site\u00a0: les hébergeurs qui n’envoient pas de Content-Security-Policy (GitHub Pages, S3) les exécuteront. Retirez les <script>, attributs on…= et liens javascript:, ou servez le fichier depuis un autre domaine`,
  }),
});
