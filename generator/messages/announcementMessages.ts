import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** An announcement whose last day comes before its first: it would never be shown. */
export const endBeforeStart = messageKind<{ start: string; end: string }>({
  example: { start: '2026-12-01', end: '2026-11-30' },
  en: ({ start, end }) => ({
    message: `the announcement ends on ${end}, before it starts on ${start}: it would never be shown`,
    hint: `write a last day on or after ${start} (YYYY-MM-DD: year, month, day), or swap the two dates.`,
  }),
  fr: ({ start, end }) => ({
    message: `l’annonce finit le ${end}, avant de commencer le ${start}\u00a0: elle ne serait jamais affichée`,
    hint: `écrivez un dernier jour le ${start} ou après (AAAA-MM-JJ\u00a0: année, mois, jour), ou inversez les deux dates.`,
  }),
});

/** A page named by an announcement that the site does not have. */
export const unknownAnnouncedPage = messageKind<{ page: string; near?: string }>({
  example: { page: '/standard', near: '/standard-telephonique-virtuel' },
  en: ({ page, near }) => ({
    message: `no page has the address ${page}: the announcement cannot be shown there`,
    hint: `${near ? `did you mean ${near}? W` : 'w'}rite a page's address as the browser shows it after the site's name, starting with / (the home page is /), or pages: toutes for every page.`,
  }),
  fr: ({ page, near }) => ({
    message: `aucune page n’a l’adresse ${page}\u00a0: l’annonce ne peut pas y être affichée`,
    hint: `${near ? `vouliez-vous écrire ${near}\u00a0? É` : 'é'}crivez l’adresse d’une page telle que le navigateur l’affiche après le nom du site, en commençant par / (l’accueil est /)\u00a0; pour toutes les pages, écrivez toutes après pages à la place de la liste.`,
  }),
});

/** An announcement past its last day: no longer shown, and left in the file. */
export const endedAnnouncement = messageKind<{ end: string; today: string }>({
  example: { end: '2026-11-30', today: '2026-12-02' },
  en: ({ end, today }) => ({
    message: `the announcement ended on ${end} (today is ${today} in France): it is no longer shown`,
    hint: 'remove it from the file, or write a later last day to show it again.',
  }),
  fr: ({ end, today }) => ({
    message: `l’annonce a pris fin le ${end} (nous sommes le ${today} en France)\u00a0: elle n’est plus affichée`,
    hint: 'retirez-la du fichier, ou écrivez un dernier jour plus tard pour l’afficher de nouveau.',
  }),
});

/** An announcement's text long enough to fill a phone's screen above the page's own title. */
export const longAnnouncement = messageKind<{ length: number; limit: number; start: string }>({
  example: { length: 212, limit: 150, start: 'Profitez de nos offres' },
  en: ({ length, limit, start }) => ({
    message: `the text "${start}…" is ${length} characters long, more than ${limit}: the banner would take several lines on a phone, above the page's own title`,
    hint: 'keep one short sentence and put the details on the page its link leads to. If it is right, leave it: this is only a warning.',
  }),
  fr: ({ length, limit, start }) => ({
    message: `le texte ${quoted(`${start}…`)} fait ${length} caractères, plus de ${limit}\u00a0: le bandeau prendrait plusieurs lignes sur un téléphone, au-dessus du titre de la page`,
    hint: 'gardez une phrase courte et mettez les détails sur la page où mène son lien. S’il est juste, laissez-le\u00a0: ce n’est qu’un avertissement.',
  }),
});
