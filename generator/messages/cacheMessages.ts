import { messageKind } from './messageKind.js';

/** Why the build cache was set aside for a build. */
export type CacheDoubt =
  | { kind: 'damaged'; detail: string }
  | { kind: 'unreadable'; detail: string }
  | { kind: 'version' }
  | { kind: 'pageGone'; detail: string };

const whyEn = (why: CacheDoubt): string => {
  switch (why.kind) {
    case 'damaged': return `its file is damaged (${why.detail})`;
    case 'unreadable': return `its file cannot be read (${why.detail})`;
    case 'version': return 'it was made by another version of the generator or its templates';
    case 'pageGone': return `a page of the previous build could not be taken (${why.detail})`;
  }
};

const whyFr = (why: CacheDoubt): string => {
  switch (why.kind) {
    case 'damaged': return `son fichier est endommagé (${why.detail})`;
    case 'unreadable': return `son fichier ne peut pas être lu (${why.detail})`;
    case 'version': return 'il vient d’une autre version du générateur ou de ses gabarits';
    case 'pageGone': return `une page de la construction précédente n’a pas pu être reprise (${why.detail})`;
  }
};

/** The build cache is not trusted: every page is rendered, as in a first build. */
export const cacheNotUsed = messageKind<CacheDoubt>({
  example: { kind: 'damaged', detail: 'cut short' },
  en: (why) => ({ message: `build cache not used: ${whyEn(why)}; every page is rendered again` }),
  fr: (why) => ({ message: `cache de construction non utilisé\u00a0: ${whyFr(why)}\u00a0; chaque page est construite à nouveau` }),
});

/** The build succeeded but its cache could not be saved. */
export const cacheNotWritten = messageKind<{ detail: string }>({
  example: { detail: 'ENOSPC: no space left on device' },
  en: ({ detail }) => ({ message: `build cache not updated (${detail}): the next build renders every page again` }),
  fr: ({ detail }) => ({ message: `cache de construction non mis à jour (${detail})\u00a0: la prochaine construction refera chaque page` }),
});
