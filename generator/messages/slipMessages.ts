import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/**
 * A file saved with `.txt` after its real ending (`plans.yaml.txt`): Notepad adds it, and
 * Windows hides the last ending, so the editor sees `plans.yaml`. `wanted` is the name to give it.
 */
export const txtAfterEnding = messageKind<{ wanted: string; ending: string }>({
  example: { wanted: 'content/offers/plans.yaml', ending: '.yaml' },
  en: ({ wanted, ending }) => ({
    message: `this file is not read: its name ends in .txt after ${ending} (Windows hides the last ending, so it shows as ${wanted.slice(wanted.lastIndexOf('/') + 1)})`,
    hint: `rename it to ${wanted}: in the File Explorer, show the endings first (Windows 11: View › Show › File name extensions; Windows 10: View › File name extensions), then rename it and delete ".txt"; in Notepad, save with the type "All files (*.*)".`,
  }),
  fr: ({ wanted, ending }) => ({
    message: `ce fichier n’est pas lu\u00a0: son nom finit par .txt après ${ending} (Windows cache la dernière extension, il s’affiche donc ${wanted.slice(wanted.lastIndexOf('/') + 1)})`,
    hint: `renommez-le en ${wanted}\u00a0: dans l’Explorateur de fichiers, affichez d’abord les extensions (Windows 11\u00a0: Affichage › Afficher › Extensions de noms de fichiers\u00a0; Windows 10\u00a0: Affichage › Extensions de noms de fichiers), puis renommez-le en supprimant «\u00a0.txt\u00a0»\u00a0; dans le Bloc-notes, enregistrez avec le type «\u00a0Tous les fichiers (*.*)\u00a0».`,
  }),
});

/**
 * A content file saved by a word processor with its own ending after the real one
 * (`plans.yaml.rtf` from TextEdit, `cgv.md.docx` from Word): not plain text, so renaming is not
 * enough. `wanted` is the name it should have.
 */
export const documentAfterEnding = messageKind<{ wanted: string; ending: string; format: string }>({
  example: { wanted: 'content/offers/plans.yaml', ending: '.yaml', format: '.rtf' },
  en: ({ wanted, ending, format }) => ({
    message: `this file is not read: it is a word-processor document (${format}), not the plain text a ${ending} file holds`,
    hint: `open it and save it again as plain text, UTF-8, named ${wanted.slice(wanted.lastIndexOf('/') + 1)} (TextEdit: Format › Make Plain Text; Word: Save As › Plain Text, then Unicode UTF-8), then delete this file.`,
  }),
  fr: ({ wanted, ending, format }) => ({
    message: `ce fichier n’est pas lu\u00a0: c’est un document de traitement de texte (${format}), pas le texte brut d’un fichier ${ending}`,
    hint: `ouvrez-le et enregistrez-le de nouveau en texte brut, UTF-8, sous le nom ${wanted.slice(wanted.lastIndexOf('/') + 1)} (TextEdit\u00a0: Format › Convertir au format texte\u00a0; Word\u00a0: Enregistrer sous › Texte brut, puis Unicode UTF-8), puis supprimez ce fichier.`,
  }),
});

/**
 * A front matter line of dashes a word processor made (`—-`, `–-`, `——`): `role` says whether
 * it opens the front matter or closes it.
 */
export const dashFence = messageKind<{ written: string; role: 'opens' | 'closes' }>({
  example: { written: '—-', role: 'opens' },
  en: ({ written, role }) => ({
    message: `this line ${role === 'opens' ? 'opens' : 'closes'} the front matter with "${written}", not with three hyphens "---": a word processor turned the hyphens into a dash`,
    hint: 'write three hyphens, ---, alone on this line, in a plain-text editor (Notepad, TextEdit in plain text, VS Code), where they stay hyphens.',
  }),
  fr: ({ written, role }) => ({
    message: `cette ligne ${role === 'opens' ? 'ouvre' : 'ferme'} l’en-tête avec ${quoted(written)}, et non avec trois tirets «\u00a0---\u00a0»\u00a0: un traitement de texte a changé les tirets en tiret long`,
    hint: 'écrivez trois tirets, ---, seuls sur cette ligne, dans un éditeur de texte brut (Bloc-notes, TextEdit en texte brut, VS Code), où ils restent des tirets.',
  }),
});

/**
 * A Markdown page with no front matter at all: empty, or its first line is not `---`. `lines`
 * is the front matter to start it with, shown under the hint.
 */
export const noFrontMatter = messageKind<{ empty: boolean; lines: string[] }>({
  example: { empty: true, lines: ['---', '---'] },
  en: ({ empty, lines }) => ({
    message: empty
      ? 'this page is empty: a Markdown page starts with its front matter, between two lines "---"'
      : 'this page has no front matter: its first line is not "---"',
    hint: [
      'start the file with these lines, each "---" alone on its line, then the text of the page:',
      ...lines.map((line) => `    ${line}`),
    ].join('\n'),
  }),
  fr: ({ empty, lines }) => ({
    message: empty
      ? 'cette page est vide\u00a0: une page Markdown commence par son en-tête, entre deux lignes «\u00a0---\u00a0»'
      : 'cette page n’a pas d’en-tête\u00a0: sa première ligne n’est pas «\u00a0---\u00a0»',
    hint: [
      'commencez le fichier par ces lignes, chaque «\u00a0---\u00a0» seul sur sa ligne, puis le texte de la page\u00a0:',
      ...lines.map((line) => `    ${line}`),
    ].join('\n'),
  }),
});

/**
 * A value opened with curly quotes (“…”, « … », ‘…’) that YAML could not read: they are ordinary
 * characters to it, so the `:` inside made a field. `straight` is the line with straight quotes.
 */
export const curlyQuotes = messageKind<{ straight: string }>({
  example: { straight: '- "Messagerie vocale"' },
  en: ({ straight }) => ({
    message:
      'the text is between curly quotes (“…”, « … » or ‘…’), which YAML reads as ordinary characters: the ": " inside it starts a field',
    hint: `write straight quotes " " around the text (a word processor or a phone may turn them curly): ${straight}`,
  }),
  fr: ({ straight }) => ({
    message:
      'le texte est entre guillemets typographiques (“…”, «\u00a0…\u00a0» ou ‘…’), que YAML lit comme des caractères ordinaires\u00a0: le «\u00a0:\u00a0» qu’il contient commence un champ',
    hint: `mettez le texte entre guillemets droits " " (un traitement de texte ou un téléphone peut les changer en guillemets typographiques)\u00a0: ${straight}`,
  }),
});

/** An image in a format browsers do not show (`.heic`, `.tif`), shown by content. */
export const cameraImage = messageKind<{ image: string; format: string }>({
  example: { image: '/images/bureaux.heic', format: '.heic' },
  en: ({ image, format }) => ({
    message: `the image ${image} is a ${format} file, which browsers do not show: they show JPEG, PNG, WebP, AVIF, SVG and GIF`,
    hint: 'convert it to JPEG and point to the .jpg file: on an iPhone, Settings › Camera › Formats › "Most Compatible" takes the next photos in JPEG; export this one as JPEG (Photos on a Mac: File › Export; on Windows, open it in Photos and use Save as).',
  }),
  fr: ({ image, format }) => ({
    message: `l’image ${image} est un fichier ${format}, que les navigateurs n’affichent pas\u00a0: ils affichent JPEG, PNG, WebP, AVIF, SVG et GIF`,
    hint: 'convertissez-la en JPEG et désignez le fichier .jpg\u00a0: sur iPhone, Réglages › Appareil photo › Formats › «\u00a0Le plus compatible\u00a0» prend les photos suivantes en JPEG\u00a0; exportez celle-ci en JPEG (Photos sur Mac\u00a0: Fichier › Exporter\u00a0; sous Windows, ouvrez-la dans Photos puis Enregistrer sous).',
  }),
});

/** A file every page reads, saved with `.yml` where the site reads the `.yaml` name. */
export const ymlSingle = messageKind<{ wanted: string }>({
  example: { wanted: 'content/offers/plans.yaml' },
  en: ({ wanted }) => ({
    message: `this file is not read: the site reads it as ${wanted}, ending in .yaml`,
    hint: `rename it to ${wanted}.`,
  }),
  fr: ({ wanted }) => ({
    message: `ce fichier n’est pas lu\u00a0: le site le lit sous le nom ${wanted}, qui finit par .yaml`,
    hint: `renommez-le en ${wanted}.`,
  }),
});
