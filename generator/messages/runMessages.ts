import { messageKind } from './messageKind.js';

/** The checks that stop a build, `site check` or `site dev`'s page with their problems. */
export type CheckName = 'Content check' | 'Link check' | 'Image check';

const checkFr: Record<CheckName, string> = {
  'Content check': 'Vérification du contenu',
  'Link check': 'Vérification des liens',
  'Image check': 'Vérification des images',
};

/** How many problems a check found. */
export const problemsFound = messageKind<{ count: number }>({
  example: { count: 3 },
  en: ({ count }) => ({ message: `${count === 1 ? '1 problem' : `${count} problems`} found` }),
  fr: ({ count }) => ({ message: count === 1 ? '1 problème trouvé' : `${count} problèmes trouvés` }),
});

/**
 * A check that stopped the build, after its problems: nothing was written. `site dev` writes
 * nothing anyway: there the problems stay shown over the open pages until fixed.
 */
export const checkFailed = messageKind<{ check: CheckName; count: number; dev?: boolean }>({
  example: { check: 'Image check', count: 1 },
  en: ({ check, count, dev }) => ({
    message: `${check} failed: ${problemsFound.en({ count }).message}. ${dev ? 'Shown over the open pages until fixed.' : 'Nothing was written; the previous output is unchanged.'}`,
  }),
  fr: ({ check, count, dev }) => ({
    message: `${checkFr[check]} en échec\u00a0: ${problemsFound.fr({ count }).message}. ${dev ? `${count === 1 ? 'Affiché' : 'Affichés'} sur les pages ouvertes jusqu’à correction.` : 'Rien n’a été écrit\u00a0; le site précédent est inchangé.'}`,
  }),
});

/** `site check` found nothing to say. */
export const checkPassed = messageKind<{ pages: number }>({
  example: { pages: 42 },
  en: ({ pages }) => ({ message: `No problem found: ${pages} pages, every link leads somewhere.` }),
  fr: ({ pages }) => ({ message: `Aucun problème\u00a0: ${pages} pages, chaque lien mène quelque part.` }),
});

/** A warning as printed in the terminal, after its label. */
export const warningLine = messageKind<{ text: string }>({
  example: { text: 'content/pages/cgv.md:3:1 un lien vers localhost' },
  en: ({ text }) => ({ message: `warning: ${text}` }),
  fr: ({ text }) => ({ message: `avertissement\u00a0: ${text}` }),
});
