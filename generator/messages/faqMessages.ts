import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/**
 * An offer page naming, under `faq.shared`, a question `content/offers/faq.yaml` does not hold
 * (a typo, or a question since removed): the page would lose it without a word.
 */
export const unknownSharedQuestion = messageKind<{ id: string; known: string[]; guess?: string }>({
  example: { id: 'portabilit', known: ['panne', 'portabilite', 'resiliation'], guess: 'portabilite' },
  en: ({ id, known, guess }) => ({
    message: `no question of content/offers/faq.yaml has the id "${id}"${guess ? ` — did you mean "${guess}"?` : ''}`,
    hint: `write one of its ids (${known.join(', ')}), or add the question to content/offers/faq.yaml first.`,
  }),
  fr: ({ id, known, guess }) => ({
    message: `aucune question de content/offers/faq.yaml n’a l’identifiant ${quoted(id)}${guess ? ` — vouliez-vous dire ${quoted(guess)}\u00a0?` : ''}`,
    hint: `écrivez l’un de ses identifiants (${known.join(', ')}), ou ajoutez d’abord la question à content/offers/faq.yaml.`,
  }),
});

/** Two shared questions under one id: a page naming it would get the first one only. */
export const repeatedQuestionId = messageKind<{ id: string; line: number }>({
  example: { id: 'panne', line: 7 },
  en: ({ id, line }) => ({
    message: `the id "${id}" is already given to the question of line ${line}: a page naming it would show that one only`,
    hint: `give each question its own id, such as "${id}-2".`,
  }),
  fr: ({ id, line }) => ({
    message: `l’identifiant ${quoted(id)} est déjà celui de la question de la ligne ${line}\u00a0: une page qui le nomme n’afficherait que celle-là`,
    hint: `donnez à chaque question son propre identifiant, comme ${quoted(`${id}-2`)}.`,
  }),
});
