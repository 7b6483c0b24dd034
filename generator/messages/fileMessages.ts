import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** A file every page reads is missing; `readBy` is the file that needs it, when not every page. */
export const missingFile = messageKind<{ file: string; readBy?: string }>({
  example: { file: 'content/site.yaml' },
  en: ({ file, readBy }) => ({
    message: 'this file is missing',
    hint: readBy
      ? `${readBy} makes a page for each row, and this file holds their shared text: restore it (git checkout -- ${file}).`
      : `restore it from the repository (git checkout -- ${file}); every page reads it.`,
  }),
  fr: ({ file, readBy }) => ({
    message: 'ce fichier est absent',
    hint: readBy
      ? `${readBy} crée une page par ligne, et ce fichier contient leur texte commun\u00a0: restaurez-le (git checkout -- ${file}).`
      : `restaurez-le depuis le dépôt (git checkout -- ${file})\u00a0; toutes les pages le lisent.`,
  }),
});

/**
 * A YAML file empty, or of comments only (emptied by a sync conflict or a save gone wrong): told
 * once, with the fields it needs, instead of one problem per missing field.
 */
export const emptyFile = messageKind<{ file: string; fields: string[] }>({
  example: { file: 'content/offers/plans.yaml', fields: ['heading', 'intro', 'plans'] },
  en: ({ file, fields }) => ({
    message: 'this file is empty (or holds comments only)',
    hint: `if it was emptied by mistake, restore it from the repository (git checkout -- ${file}); otherwise write its required fields: ${fields.join(', ')}.`,
  }),
  fr: ({ file, fields }) => ({
    message: 'ce fichier est vide (ou ne contient que des commentaires)',
    hint: `s’il a été vidé par erreur, restaurez-le depuis le dépôt (git checkout -- ${file})\u00a0; sinon écrivez ses champs obligatoires\u00a0: ${fields.join(', ')}.`,
  }),
});

/**
 * No `content/` folder where the command runs: most often a command run from another folder than
 * the site's. Told once, instead of each file every page reads as missing.
 */
export const missingContentFolder = messageKind<{ root: string }>({
  example: { root: '/home/claire/Documents' },
  en: ({ root }) => ({
    message: 'this folder is missing',
    hint: `site reads the content/ folder of the folder it runs in, ${root}: run it from the site's folder (the one that holds content/ and public/), or restore content/ from the repository (git checkout -- content).`,
  }),
  fr: ({ root }) => ({
    message: 'ce dossier est absent',
    hint: `site lit le dossier content/ du dossier où il est lancé, ${root}\u00a0: lancez-le depuis le dossier du site (celui qui contient content/ et public/), ou restaurez content/ depuis le dépôt (git checkout -- content).`,
  }),
});

/** A content file no page reads; `where` says where files go (`table` for a CSV file). */
export const unusedFile = messageKind<{
  where: { table: string } | { pages: string; folders: string[]; singles: string[] };
}>({
  example: { where: { pages: 'content/pages/', folders: ['content/local/'], singles: ['content/site.yaml'] } },
  en: ({ where }) => ({
    message: 'no page reads this file',
    hint:
      'table' in where
        ? `the only table read is ${where.table}.`
        : `check its name and folder: Markdown pages go in ${where.pages}, one YAML file per entry in ${where.folders.join(', ')}, and the other YAML files read are ${where.singles.join(', ')}.`,
  }),
  fr: ({ where }) => ({
    message: 'aucune page ne lit ce fichier',
    hint:
      'table' in where
        ? `le seul tableau lu est ${where.table}.`
        : `vérifiez son nom et son dossier\u00a0: les pages Markdown vont dans ${where.pages}, un fichier YAML par entrée dans ${where.folders.join(', ')}, et les autres fichiers YAML lus sont ${where.singles.join(', ')}.`,
  }),
});

/** A content file that is not UTF-8, with the first wrong byte. */
export const notUtf8 = messageKind<{ byte: string }>({
  example: { byte: '0xE9' },
  en: ({ byte }) => ({
    message: `this file is not written in UTF-8 (byte ${byte} here)`,
    hint: 'save the file again as UTF-8 in your editor (it was probably saved as Latin-1 or Windows-1252, where "é" is one byte); no need to retype it.',
  }),
  fr: ({ byte }) => ({
    message: `ce fichier n’est pas écrit en UTF-8 (octet ${byte} ici)`,
    hint: 'enregistrez de nouveau le fichier en UTF-8 dans votre éditeur (il a sans doute été enregistré en Latin-1 ou Windows-1252, où «\u00a0é\u00a0» tient sur un octet)\u00a0; inutile de le retaper.',
  }),
});

/** A content file of more than `limit` MB (`megabytes`, when known): no text an editor writes. */
export const fileTooLarge = messageKind<{ megabytes?: number; limit: number }>({
  example: { megabytes: 560, limit: 50 },
  en: ({ megabytes, limit }) => ({
    message: `this file ${megabytes === undefined ? 'is over 2 GB' : `is ${megabytes} MB`}: a content file may hold ${limit} MB at most`,
    hint: 'a content file is text an editor writes (the towns of all France take 4 MB): split a long page into several, or put a file meant for download under public/ (public/documents/…) and link to it.',
  }),
  fr: ({ megabytes, limit }) => ({
    message: `ce fichier ${megabytes === undefined ? 'dépasse 2\u00a0Go' : `fait ${megabytes}\u00a0Mo`}\u00a0: un fichier de contenu fait au plus ${limit}\u00a0Mo`,
    hint: 'un fichier de contenu est un texte qu’on écrit (les communes de toute la France tiennent en 4\u00a0Mo)\u00a0: découpez une longue page en plusieurs, ou placez un fichier à télécharger dans public/ (public/documents/…) et faites-y un lien.',
  }),
});

/** A content file saved as UTF-16 (Windows Notepad's « Unicode »): every other byte is a zero. */
export const utf16File = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message: 'this file is written in UTF-16, not UTF-8',
    hint: 'save the file again as UTF-8 in your editor (in Notepad: File, Save as, Encoding: UTF-8); no need to retype it.',
  }),
  fr: () => ({
    message: 'ce fichier est écrit en UTF-16, pas en UTF-8',
    hint: 'enregistrez de nouveau le fichier en UTF-8 dans votre éditeur (dans le Bloc-notes\u00a0: Fichier, Enregistrer sous, Encodage\u00a0: UTF-8)\u00a0; inutile de le retaper.',
  }),
});

/** A Markdown page whose front matter has no closing fence. */
export const unclosedFrontMatter = messageKind<{ fence: string }>({
  example: { fence: '---' },
  en: ({ fence }) => ({
    message: `the front matter is not closed: no line "${fence}" follows the opening one`,
    hint: `add a line with only ${fence} after the last field (title, description…), before the text of the page.`,
  }),
  fr: ({ fence }) => ({
    message: `l’en-tête (front matter) n’est pas fermé\u00a0: aucune ligne ${quoted(fence)} ne suit celle qui l’ouvre`,
    hint: `ajoutez une ligne contenant seulement ${fence} après le dernier champ (title, description…), avant le texte de la page.`,
  }),
});

/** Warning: files published at an address other than their own name (`Mentions Légales 2.md → /mentions-legales-2`). */
export const renamedAddresses = messageKind<{ moved: string[] }>({
  example: { moved: ['content/local/Saint Avold.yaml → /saint-avold'] },
  en: ({ moved }) => ({
    message: `${moved.length === 1 ? '1 file is published at an address that differs from its name' : `${moved.length} files are published at an address that differs from their name`} (lower case, hyphens for spaces and underscores, no accents): ${moved.join(', ')}.`,
  }),
  fr: ({ moved }) => ({
    message: `${moved.length === 1 ? '1 fichier est publié à une adresse différente de son nom' : `${moved.length} fichiers sont publiés à une adresse différente de leur nom`} (en minuscules, tirets pour les espaces et les soulignés, sans accents)\u00a0: ${moved.join(', ')}.`,
  }),
});

/** Warning: two sectors with one `order`. */
export const repeatedOrder = messageKind<{ place: string; order: number; earlier: string }>({
  example: { place: 'content/sectors/sante.yaml:2:8', order: 2, earlier: 'content/sectors/finance.yaml:2:8' },
  en: ({ place, order, earlier }) => ({
    message: `${place} order: ${order} is also the order of ${earlier}; the two sector cards are shown in the order of their file names. Give each sector its own order (1 first, then 2…).`,
  }),
  fr: ({ place, order, earlier }) => ({
    message: `${place} order\u00a0: ${order} est aussi l’ordre de ${earlier}\u00a0; les deux cartes de secteur sont alors rangées selon le nom de leur fichier. Donnez à chaque secteur son propre ordre (1 en premier, puis 2…).`,
  }),
});

/** A document whose typed size (`sizeMb`) is not the size of its file: the page shows the file's. */
export const documentSizeDiffers = messageKind<{ file: string; typed: string; real: string }>({
  example: { file: '/documents/guide-demarrage.pdf', typed: '1,2\u00a0Mo', real: '312\u00a0Ko' },
  en: ({ file, typed, real }) => ({
    message: `sizeMb says ${typed} but ${file} weighs ${real}: the page shows ${real}`,
    hint: 'remove sizeMb: with file, the page reads the size of the file itself.',
  }),
  fr: ({ file, typed, real }) => ({
    message: `sizeMb annonce ${typed} mais ${file} pèse ${real}\u00a0: la page affiche ${real}`,
    hint: 'retirez sizeMb\u00a0: avec file, la page lit la taille du fichier lui-même.',
  }),
});

/** A file under `content/` whose ending no page reads (`notes.txt`): to turn into a page, or to move out. */
export const unreadFile = messageKind<{ stem: string }>({
  example: { stem: 'content/notes' },
  en: ({ stem }) => ({
    message: 'this file is not read: content/ holds .md, .yaml, .yml and .csv files only',
    hint: `to publish it as a page, rename it to ${stem}.md with a front matter (see docs/guide/pages-markdown.md, « Modifier un texte légal (ou ajouter une page Markdown) »); otherwise move it out of content/.`,
  }),
  fr: ({ stem }) => ({
    message: 'ce fichier n’est pas lu\u00a0: content/ ne contient que des fichiers .md, .yaml, .yml et .csv',
    hint: `pour en faire une page, renommez-le en ${stem}.md avec un en-tête (voir docs/guide/pages-markdown.md, ${quoted('Modifier un texte légal (ou ajouter une page Markdown)')})\u00a0; sinon, sortez-le de content/.`,
  }),
});

/** A Markdown or YAML file whose ending is not the one read (`.markdown`, `.MD`, `.YAML`); `wanted` is that ending. */
export const endingNotRead = messageKind<{ stem: string; wanted: string }>({
  example: { stem: 'content/pages/cgv', wanted: '.md' },
  en: ({ stem, wanted }) => ({
    message: `this file is not read: the build reads ${wanted} files, with that ending in lower case`,
    hint: `rename it to ${stem}${wanted}.`,
  }),
  fr: ({ stem, wanted }) => ({
    message: `ce fichier n’est pas lu\u00a0: le site lit les fichiers ${wanted}, avec cette fin en minuscules`,
    hint: `renommez-le en ${stem}${wanted}.`,
  }),
});

/** An image or PDF under `content/`; `target` is where it goes in `public/`. */
export const assetInContent = messageKind<{ target: string }>({
  example: { target: 'public/images/logo.png' },
  en: ({ target }) => ({
    message: 'this file is not read: images and documents are published from public/, not content/',
    hint: `move it to ${target} and point to it as ${target.slice('public'.length)}.`,
  }),
  fr: ({ target }) => ({
    message: 'ce fichier n’est pas lu\u00a0: les images et documents sont publiés depuis public/, pas content/',
    hint: `déplacez-le dans ${target} et désignez-le par ${target.slice('public'.length)}.`,
  }),
});
