import type { FAQPage } from 'schema-dts';
import type { FaqQuestion } from '../../model/faq.js';
import type { Site } from '../../model/site.js';
import { nodeIds } from './nodeIds.js';

/** The « Questions fréquentes » section of a page: where it is, its heading and its questions. */
export interface FaqPageInput {
  path: string;
  heading: string;
  questions: FaqQuestion[];
}

/**
 * The questions of an offer page for search engines: a `FAQPage` node, part of the page, with a
 * `Question` and its `acceptedAnswer` per question. The texts are the ones the section shows,
 * from the same list (see `pageQuestions`), so what search engines read is what visitors read.
 */
export function faqPage(site: Site, { path, heading, questions }: FaqPageInput): FAQPage {
  const ids = nodeIds(site.baseUrl);
  return {
    '@type': 'FAQPage',
    '@id': ids.of(path, 'questions-frequentes'),
    url: `${ids.url(path)}#questions-frequentes`,
    name: heading,
    inLanguage: 'fr-FR',
    isPartOf: { '@id': ids.of(path, 'page') },
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
