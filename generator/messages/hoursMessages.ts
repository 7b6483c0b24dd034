import { messageKind } from './messageKind.js';

/** A period of temporary hours whose last day is past: no page shows it any more. */
export const hoursPeriodEnded = messageKind<{ label: string; to: string; today: string }>({
  example: { label: 'Horaires d’été', to: '2025-08-31', today: '2025-09-02' },
  en: ({ label, to, today }) => ({
    message: `the period "${label}" ended on ${to} (today is ${today}): the pages no longer show it`,
    hint: 'remove the period from temporaryHours (its label, from, to and hours lines); the usual hours are shown again already.',
  }),
  fr: ({ label, to, today }) => ({
    message: `la période «\u00a0${label}\u00a0» s’est terminée le ${to} (nous sommes le ${today})\u00a0: les pages ne l’affichent plus`,
    hint: 'retirez la période de temporaryHours (ses lignes label, from, to et hours)\u00a0; les horaires habituels sont déjà de nouveau affichés.',
  }),
});
