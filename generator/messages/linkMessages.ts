import { quoted } from './lang.js';
import { messageKind } from './messageKind.js';

/** Why an internal link leads nowhere: the page, or the anchor on it, is missing. */
export type DeadReason = { kind: 'page'; target: string } | { kind: 'anchor'; target: string; anchor: string };

/** The pages that carry a link, shortened past four. */
function linkedFrom(pages: string[], more: (count: number) => string): string {
  return pages.length > 4 ? `${pages.slice(0, 4).join(', ')}${more(pages.length - 4)}` : pages.join(', ');
}

/** A link that leads to no page, or to no element on its page. */
export const deadLink = messageKind<{ href: string; reason: DeadReason; from: string[] }>({
  example: { href: '/tarif#offres', reason: { kind: 'anchor', target: '/tarif', anchor: 'offres' }, from: ['/', '/a', '/b', '/c', '/d', '/e'] },
  en: ({ href, reason, from }) => ({
    message: `dead link ${href}: ${reason.kind === 'page' ? `no page at ${reason.target}` : `no element with id="${reason.anchor}" on ${reason.target}`} (linked from ${linkedFrom(from, (count) => ` and ${count} more`)})`,
    hint: 'correct the address, or create the page or the section it points to.',
  }),
  fr: ({ href, reason, from }) => ({
    message: `lien mort ${quoted(href)}\u00a0: ${reason.kind === 'page' ? `aucune page à l’adresse ${reason.target}` : `aucun élément id="${reason.anchor}" sur ${reason.target}`} (lien présent sur ${linkedFrom(from, (count) => ` et ${count} autre${count > 1 ? 's' : ''}`)})`,
    hint: 'corrigez l’adresse, ou créez la page ou la section vers laquelle elle mène.',
  }),
});
