import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

export const unknownSector = messageKind<{ sector: string; sectors: string[]; nearest?: string }>({
  example: { sector: 'educaton', sectors: ['education', 'finance', 'sante'], nearest: 'education' },
  en: ({ sector, sectors, nearest }) => ({
    message: `no file of content/sectors/ is named "${sector}": the reference would be shown on no sector page`,
    hint: `write the name of a file of content/sectors/ without .yaml${nearest ? ` (did you mean ${nearest}?)` : ''}: ${sectors.join(', ')}.`,
  }),
  fr: ({ sector, sectors, nearest }) => ({
    message: `aucun fichier de content/sectors/ ne s’appelle ${quoted(sector)}\u00a0: la référence ne s’afficherait sur aucune page de secteur`,
    hint: `écrivez le nom d’un fichier de content/sectors/ sans .yaml${nearest ? ` (vouliez-vous dire ${nearest}\u00a0?)` : ''}\u00a0: ${sectors.join(', ')}.`,
  }),
});

export const unknownReferenceTown = messageKind<{ town: string; nearest?: string }>({
  example: { town: 'mets', nearest: 'metz' },
  en: ({ town, nearest }) => ({
    message: `no town page has the slug "${town}": neither a row of content/local/towns.csv nor a city page of content/local/`,
    hint: `write the slug of the town's page, as in its address (/le-ban-saint-martin → le-ban-saint-martin)${nearest ? `: did you mean ${nearest}?` : ''}; or leave town out, and the reference is shown on the home and sector pages only.`,
  }),
  fr: ({ town, nearest }) => ({
    message: `aucune page de commune n’a le slug ${quoted(town)}\u00a0: ni une ligne de content/local/towns.csv, ni une page de ville de content/local/`,
    hint: `écrivez le slug de la page de la commune, comme dans son adresse (/le-ban-saint-martin → le-ban-saint-martin)${nearest ? `\u00a0: vouliez-vous dire ${nearest}\u00a0?` : ''}\u00a0; ou retirez town, et la référence ne s’affiche que sur l’accueil et la page du secteur.`,
  }),
});
