import type { Problem, SourcePosition } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { repeatedQuestionId, unknownSharedQuestion } from '../messages/faqMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { nearest } from '../shared/nearest.js';
import { formatPath } from './issueToProblems.js';
import type { Faq, PageFaq } from '../../model/faq.js';

/** The shared questions and the pages that pick among them, as far as their files were valid. */
export interface FaqFound {
  faq?: Faq;
  switchboardPage?: { faq: PageFaq };
  fibrePage?: { faq: PageFaq };
}

const faqFile = 'content/offers/faq.yaml';
/** The offer pages with a « Questions fréquentes » section, by the name of their single. */
const pageFiles = {
  switchboardPage: 'content/landing/standard-telephonique-virtuel.yaml',
  fibrePage: 'content/landing/fibre-professionnelle.yaml',
} as const;

/**
 * The ids the offer pages name under `faq.shared` that `content/offers/faq.yaml` does not hold,
 * each refused where it is written with the nearest id; and an id given to two shared questions,
 * refused at the second. Without a valid `faq.yaml` (its own problems are reported) the pages'
 * ids are not checked.
 */
export function faqChoices(found: FaqFound, loaded: LoadedContent): Problem[] {
  const { faq } = found;
  if (!faq) return [];
  const where = (file: string, path: (string | number)[]): SourcePosition & { field: string } => ({
    ...(loaded.files.get(file)?.source.locate(path) ?? { file, line: 1, column: 1 }),
    field: formatPath(path),
  });
  const problems: Problem[] = [];
  const first = new Map<string, number>();
  faq.questions.forEach(({ id }, index) => {
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, index);
    else {
      const line = where(faqFile, ['questions', earlier, 'id']).line;
      problems.push(problemOf(repeatedQuestionId, { id, line }, where(faqFile, ['questions', index, 'id'])));
    }
  });
  const known = [...first.keys()];
  for (const [name, file] of Object.entries(pageFiles) as [keyof typeof pageFiles, string][]) {
    found[name]?.faq.shared.forEach((id, index) => {
      if (!first.has(id))
        problems.push(
          problemOf(
            unknownSharedQuestion,
            { id, known, guess: nearest(id, known) },
            where(file, ['faq', 'shared', index]),
          ),
        );
    });
  }
  return problems;
}
