import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/**
 * A page title that ends with the brand, which the site adds after every title itself: search
 * results and the browser's tab would read it twice.
 */
export const brandInTitle = messageKind<{ title: string; brand: string; ending: string }>({
  example: { title: 'Tarifs | Telorys', brand: 'Telorys', ending: ' | Telorys' },
  en: ({ title, brand, ending }) => ({
    message: `this title ends with "${ending.trim()}", and the site adds " | ${brand}" after every title: search results and the browser tab would read "${title} | ${brand}"`,
    hint: `remove "${ending.trim()}" from the end of the title; the site adds the brand itself.`,
  }),
  fr: ({ title, brand, ending }) => ({
    message: `ce titre finit par ${quoted(ending.trim())}, et le site ajoute ${quoted(`| ${brand}`)} après chaque titre\u00a0: les résultats de recherche et l’onglet du navigateur liraient ${quoted(`${title} | ${brand}`)}`,
    hint: `retirez ${quoted(ending.trim())} de la fin du titre\u00a0: le site ajoute la marque lui-même.`,
  }),
});

/**
 * Markdown or HTML in a title or description, which are plain text: search results and the
 * browser tab show the stars, brackets and tags as typed.
 */
export const markupInHead = messageKind<{ field: 'title' | 'description'; markup: string }>({
  example: { field: 'description', markup: '**' },
  en: ({ field, markup }) => ({
    message: `this ${field} holds ${markup}, which is Markdown or HTML: a ${field} is plain text, and search results would show ${markup} as typed`,
    hint: `write the ${field} without ${markup}: no ** or _ for bold or italics, no [link](…), no <tag>.`,
  }),
  fr: ({ field, markup }) => ({
    message: `${field === 'title' ? 'ce titre contient' : 'cette description contient'} ${markup}, du Markdown ou du HTML\u00a0: ${field === 'title' ? 'un titre' : 'une description'} est du texte simple, et les résultats de recherche montreraient ${markup} tel quel`,
    hint: `écrivez ${field === 'title' ? 'le titre' : 'la description'} sans ${markup}\u00a0: ni ** ni _ pour le gras ou l’italique, ni [lien](…), ni <balise>.`,
  }),
});
