import type { AddressFlaw, AddressFlawKind } from '../shared/addressFlaw.js';
import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/**
 * A text from content as a message may print it: control characters escaped as in a YAML
 * string (`\n`, `\t`, `\u0000`), and the invisible marks that reorder a line (U+200E, U+202A…)
 * too, so a message cannot be broken into lines or disguised by the value it quotes.
 */
export function shown(text: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\r': '\\r' };
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const reasonEn: Record<AddressFlawKind, (flaw: AddressFlaw, whole: boolean) => string> = {
  control: ({ part }) => `holds a control character (${shown(part)}), which would break the host's configuration files`,
  backslash: () => 'holds a backslash (\\), which browsers and some servers read as a /',
  wildcard: () => 'holds a *, which the _redirects file of Netlify and Cloudflare reads as any address below',
  protocolRelative: () => 'starts with //, which browsers read as the address of another site',
  emptySegment: () => 'holds an empty segment (//)',
  dotSegment: ({ part }, whole) => `${whole ? 'is' : 'holds'} the segment "${part}", which leads out of its folder`,
  encodedDot: ({ part, decoded }, whole) =>
    `${whole ? 'is' : 'holds'} the segment "${part}", an encoded "${decoded}", which leads out of its folder`,
  encodedSeparator: ({ part, decoded }) =>
    `holds "${part}", an encoded "${decoded}", which some servers decode into a folder separator`,
};

const reasonFr: Record<AddressFlawKind, (flaw: AddressFlaw, whole: boolean) => string> = {
  control: ({ part }) =>
    `contient un caractère de contrôle (${shown(part)}), qui casserait les fichiers de configuration de l’hébergeur`,
  backslash: () =>
    'contient une barre oblique inversée (\\), que les navigateurs et certains serveurs lisent comme une /',
  wildcard: () =>
    'contient une *, que le fichier _redirects de Netlify et Cloudflare lit comme n’importe quelle adresse en dessous',
  protocolRelative: () => 'commence par //, que les navigateurs lisent comme l’adresse d’un autre site',
  emptySegment: () => 'contient un segment vide (//)',
  dotSegment: ({ part }, whole) => `${whole ? 'est' : 'contient'} le segment ${quoted(part)}, qui sort de son dossier`,
  encodedDot: ({ part, decoded }, whole) =>
    `${whole ? 'est' : 'contient'} le segment ${quoted(part)}, un ${quoted(decoded ?? '')} encodé, qui sort de son dossier`,
  encodedSeparator: ({ part, decoded }) =>
    `contient ${quoted(part)}, un ${quoted(decoded ?? '')} encodé, que certains serveurs décodent en séparateur de dossiers`,
};

/**
 * An address from content (an alias, a `slug`) that could lead out of the output folder, to
 * another site, or into the host's configuration files; the hint gives what the address rule
 * keeps of it (see `addressFlaw`).
 */
export const unsafeAddress = messageKind<{ field: 'alias' | 'slug'; value: string; flaw: AddressFlaw }>({
  example: {
    field: 'alias',
    value: '/../public/injecte',
    flaw: { kind: 'dotSegment', part: '..', suggestion: '/public/injecte' },
  },
  en: ({ field, value, flaw }) => ({
    message: `the ${field} "${shown(value)}" ${reasonEn[flaw.kind](flaw, flaw.part === value)}`,
    hint: flaw.suggestion
      ? `write it as ${flaw.suggestion}, or remove this line.`
      : field === 'slug'
        ? 'remove this line, or write only letters, digits and hyphens, such as offre-ete.'
        : 'remove this line.',
  }),
  fr: ({ field, value, flaw }) => ({
    message: `${field === 'alias' ? 'l’alias' : 'le slug'} ${quoted(shown(value))} ${reasonFr[flaw.kind](flaw, flaw.part === value)}`,
    hint: flaw.suggestion
      ? `écrivez-le ${flaw.suggestion}, ou supprimez cette ligne.`
      : field === 'slug'
        ? 'supprimez cette ligne, ou n’écrivez que des lettres, des chiffres et des tirets, comme offre-ete.'
        : 'supprimez cette ligne.',
  }),
});

/** A folder of `content/pages/` whose name leaves nothing for an address: its pages would be at `//page`. */
export const folderWithoutAddress = messageKind<{ folder: string; renamed: string }>({
  example: { folder: '???', renamed: 'content/pages/nom-du-dossier/tarifs.md' },
  en: ({ folder, renamed }) => ({
    message: `the folder name "${shown(folder)}" cannot make an address: an address keeps only the letters, digits and hyphens of a name`,
    hint: `rename the folder with letters or digits, such as ${renamed}.`,
  }),
  fr: ({ folder, renamed }) => ({
    message: `le nom de dossier ${quoted(shown(folder))} ne peut pas former une adresse\u00a0: une adresse ne garde que les lettres, chiffres et tirets d’un nom`,
    hint: `renommez le dossier avec des lettres ou des chiffres, comme ${renamed}.`,
  }),
});
