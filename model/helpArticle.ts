import { z } from 'zod';
import { markdownPageSchema } from './markdownPage.js';

/** The help centre's categories, in the order it lists them. */
export const helpCategories = ['standard', 'fibre', 'téléphones', 'contrat et facture'] as const;

/** A help article's category. */
export type HelpCategory = (typeof helpCategories)[number];

/** The heading each category gets on the help centre. */
export const helpCategoryHeadings: Record<HelpCategory, string> = {
  standard: 'Standard téléphonique',
  fibre: 'Fibre professionnelle',
  téléphones: 'Téléphones',
  'contrat et facture': 'Contrat et facture',
};

/** The folder of help articles: `content/aide/<nom>.md` is the article at `/aide/<nom>`. */
export const helpFolder = 'content/aide/';

/** Front matter of a help article under `content/aide/`: a Markdown page's, plus its category and order. */
export const helpArticleSchema = markdownPageSchema
  .extend({
    /** Where the help centre lists the article: `standard`, `fibre`, `téléphones` or `contrat et facture`. */
    category: z
      .enum(helpCategories)
      .describe(
        'Rubrique du centre d’aide où l’article est rangé : `standard`, `fibre`, `téléphones` ou `contrat et facture`.',
      ),
    /** Position within its category, smallest first. Default 100 (after the numbered ones, by title). */
    order: z
      .number()
      .int()
      .default(100)
      .describe('Rang de l’article dans sa rubrique, du plus petit au plus grand (par défaut 100, puis par titre).'),
  })
  .describe(
    'L’en-tête d’un article du centre d’aide, entre les deux lignes `---` du début du fichier ; le texte suit, en Markdown.',
  );

export type HelpArticleFront = z.infer<typeof helpArticleSchema>;

/** An article as the help centre and its neighbours link to it. */
export interface HelpLink {
  title: string;
  description: string;
  path: string;
  category: HelpCategory;
}
