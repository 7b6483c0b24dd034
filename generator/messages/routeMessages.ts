import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** Who writes a page: a content file, or a page built in (its address). */
export type Writer = { file: string } | { builtIn: string };

const writerEn = (writer: Writer) => ('file' in writer ? writer.file : `the built-in ${writer.builtIn} page`);
const writerFr = (writer: Writer) => ('file' in writer ? writer.file : `la page intégrée ${writer.builtIn}`);

/** Two pages that would write one output file; `alike` when their names differ only in case or accent encoding. */
export const routeClash = messageKind<{ file: string; path: string; other: Writer; otherPath: string; alike: boolean }>(
  {
    example: {
      file: 'tarifs.html',
      path: '/tarifs',
      other: { file: 'content/pages/Tarifs.md' },
      otherPath: '/Tarifs',
      alike: true,
    },
    en: ({ file, path, other, otherPath, alike }) => ({
      message: `two pages would be written to ${file}: this one, at ${path}, and ${writerEn(other)}, at ${otherPath}${alike ? ' (the two names differ only in capitals or in how accents are encoded, and name one file on macOS and Windows)' : ''}`,
      hint: 'rename or move one of the two files so that each page has its own address.',
    }),
    fr: ({ file, path, other, otherPath, alike }) => ({
      message: `deux pages seraient écrites dans ${file}\u00a0: celle-ci, à l’adresse ${path}, et ${writerFr(other)}, à l’adresse ${otherPath}${alike ? ' (les deux noms ne diffèrent que par les majuscules ou par l’encodage des accents, et désignent un seul fichier sous macOS et Windows)' : ''}`,
      hint: 'renommez ou déplacez l’un des deux fichiers pour que chaque page ait sa propre adresse.',
    }),
  },
);

/** Two files whose names give one address under the address rule (`Metz.yaml` beside `metz.yaml`). */
export const sameAddress = messageKind<{ other: string; path: string }>({
  example: { other: 'content/local/Metz.yaml', path: '/metz' },
  en: ({ other, path }) => ({
    message: `this file and ${other} make one address, ${path}`,
    hint: 'an address is made from the file name (lower case, spaces and underscores as hyphens, no accents): rename or remove one of the two files.',
  }),
  fr: ({ other, path }) => ({
    message: `ce fichier et ${other} donnent la même adresse, ${path}`,
    hint: 'une adresse est faite du nom du fichier (en minuscules, espaces et soulignés changés en tirets, sans accents)\u00a0: renommez ou supprimez l’un des deux fichiers.',
  }),
});

/** An alias that is the page's own address. */
export const aliasSelf = messageKind<{ alias: string }>({
  example: { alias: '/tarifs' },
  en: ({ alias }) => ({ message: `the alias ${alias} is the page's own address`, hint: 'remove this line.' }),
  fr: ({ alias }) => ({
    message: `l’alias ${quoted(alias)} est l’adresse même de la page`,
    hint: 'supprimez cette ligne.',
  }),
});

/** An alias whose redirect would overwrite a page or another alias; `other` is a file, a built-in page or an alias of a file. */
export const aliasClash = messageKind<{
  alias: string;
  file: string;
  other: Writer | { aliasOf: string };
  otherPath: string;
}>({
  example: {
    alias: '/contact',
    file: 'contact.html',
    other: { aliasOf: 'content/pages/aide.md' },
    otherPath: '/contact',
  },
  en: ({ alias, file, other, otherPath }) => ({
    message: `the alias ${alias} would be written to ${file}, which ${'aliasOf' in other ? `an alias of ${other.aliasOf}` : writerEn(other)} already writes (at ${otherPath})`,
    hint: 'remove this alias, or move or rename the other page so that each address leads to one page only.',
  }),
  fr: ({ alias, file, other, otherPath }) => ({
    message: `l’alias ${quoted(alias)} serait écrit dans ${file}, qu’écrit déjà ${'aliasOf' in other ? `un alias de ${other.aliasOf}` : writerFr(other)} (à l’adresse ${otherPath})`,
    hint: 'supprimez cet alias, ou déplacez ou renommez l’autre page pour que chaque adresse mène à une seule page.',
  }),
});

/** A row of the town table whose slug is the address of another page. */
export const townSlugTaken = messageKind<{ slug: string; departement: string }>({
  example: { slug: 'metz', departement: '57' },
  en: ({ slug, departement }) => ({
    message: `"${slug}" is already the address of a page of the site (/${slug})`,
    hint: `give this town another slug, e.g. with its département code: ${slug}-${departement}.`,
  }),
  fr: ({ slug, departement }) => ({
    message: `${quoted(slug)} est déjà l’adresse d’une page du site (/${slug})`,
    hint: `donnez à cette commune un autre slug, par exemple avec le code de son département\u00a0: ${slug}-${departement}.`,
  }),
});

/** A content file whose name keeps nothing for an address (`???.md`, `€.yaml`); `renamed` is a name to give it. */
export const emptyAddress = messageKind<{ name: string; renamed: string }>({
  example: { name: '€.yaml', renamed: 'content/local/nom-de-la-page.yaml' },
  en: ({ name, renamed }) => ({
    message: `the file name "${name}" cannot make an address: an address keeps only the letters, digits and hyphens of a name`,
    hint: `rename the file with letters or digits, such as ${renamed}.`,
  }),
  fr: ({ name, renamed }) => ({
    message: `le nom de fichier ${quoted(name)} ne peut pas former une adresse\u00a0: une adresse ne garde que les lettres, chiffres et tirets d’un nom`,
    hint: `renommez le fichier avec des lettres ou des chiffres, comme ${renamed}.`,
  }),
});
