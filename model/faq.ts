import { z } from 'zod';
import { text } from './fields.js';
import { id } from './offers.js';

/** A question and its answer, as a visitor reads them and as search engines are told them. */
const questionAndAnswer = {
  question: text.describe('La question, telle qu’un client la pose (« Puis-je garder mes numéros\u00a0? »).'),
  answer: text.describe(
    'La réponse, en un paragraphe\u00a0: les délais, les engagements et les prix des offres et des CGV.',
  ),
};

/** `content/offers/faq.yaml`: the questions every offer page may pick, each under an id. */
export const faqSchema = z.strictObject({
  heading: text.describe('Titre de la section des questions sur les pages d’offre (« Questions fréquentes »).'),
  questions: z
    .array(
      z.strictObject({
        id: id.describe(
          'Identifiant de la question (`panne`), que les pages d’offre citent dans `faq.shared`\u00a0: minuscules, chiffres et tirets.',
        ),
        ...questionAndAnswer,
      }),
    )
    .min(1)
    .describe('Les questions communes aux pages d’offre.'),
});

/**
 * The questions of one offer page: its own first, then the shared ones it names, in the order
 * it names them. An id that `content/offers/faq.yaml` does not hold is refused by the check.
 */
export const pageFaq = z
  .strictObject({
    questions: z
      .array(z.strictObject(questionAndAnswer))
      .default([])
      .describe('Les questions propres à la page, affichées en premier.'),
    shared: z
      .array(id)
      .default([])
      .describe(
        'Les identifiants des questions communes (`content/offers/faq.yaml`) affichées ensuite, dans cet ordre\u00a0: `[panne, resiliation]`.',
      ),
  })
  .describe('Section « Questions fréquentes »\u00a0: les questions de la page, puis les questions communes choisies.');

export type Faq = z.infer<typeof faqSchema>;
export type PageFaq = z.infer<typeof pageFaq>;

/** One question as shown and as told to search engines. */
export interface FaqQuestion {
  question: string;
  answer: string;
}

/**
 * The questions a page shows, in order: its own, then the shared ones it names. An unknown id is
 * skipped here (the content check has refused it already, see `generator/validate/faqChoices.ts`).
 */
export function pageQuestions(page: PageFaq, faq: Faq): FaqQuestion[] {
  const shared = page.shared.flatMap((wanted) => faq.questions.filter((item) => item.id === wanted));
  return [...page.questions, ...shared].map(({ question, answer }) => ({ question, answer }));
}
