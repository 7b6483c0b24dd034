import { shown } from './addressMessages.js';
import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** Why an internal link leads nowhere: the page, or the anchor on it, is missing. */
export type DeadReason =
  | { kind: 'page'; target: string }
  | { kind: 'anchor'; target: string; anchor: string }
  | { kind: 'file'; target: string; public: string };

/** The pages that carry a link, shortened past four. */
function linkedFrom(pages: string[], more: (count: number) => string): string {
  return pages.length > 4 ? `${pages.slice(0, 4).join(', ')}${more(pages.length - 4)}` : pages.join(', ');
}

/** An image or file (a path with an extension) that is not in public/; `inPublic` when written with /public. */
export const missingAsset = messageKind<{
  href: string;
  image: boolean;
  file: string;
  from: string[];
  inPublic?: string;
}>({
  example: {
    href: '/public/images/logo.svg',
    image: true,
    file: 'public/public/images/logo.svg',
    from: ['/'],
    inPublic: '/images/logo.svg',
  },
  en: ({ href, image, file, from, inPublic }) => ({
    message: `${image ? 'missing image' : 'missing file'} ${href}: there is no file ${file} (${image ? 'shown on' : 'linked from'} ${linkedFrom(from, (count) => ` and ${count} more`)})`,
    hint: inPublic
      ? `drop "/public" from the address: files of public/ are served from the site's root, so write ${inPublic}.`
      : `copy the file to ${file}, or correct the address (public/images/logo.svg is written /images/logo.svg).`,
  }),
  fr: ({ href, image, file, from, inPublic }) => ({
    message: `${image ? 'image manquante' : 'fichier manquant'} ${quoted(href)}\u00a0: il n’y a pas de fichier ${file} (${image ? 'affichée sur' : 'lien présent sur'} ${linkedFrom(from, (count) => ` et ${count} autre${count > 1 ? 's' : ''}`)})`,
    hint: inPublic
      ? `retirez «\u00a0/public\u00a0» de l’adresse\u00a0: les fichiers de public/ sont servis depuis la racine du site, écrivez donc ${inPublic}.`
      : `copiez le fichier dans ${file}, ou corrigez l’adresse (public/images/logo.svg s’écrit /images/logo.svg).`,
  }),
});

/** A link that leads to no page, or to no element on its page. */
export const deadLink = messageKind<{
  href: string;
  reason: Exclude<DeadReason, { kind: 'file' }>;
  from: string[];
  /** The address of a page the link most likely meant (`/cgv` for `/CGV` or `/cgv.html`). */
  nearest?: string;
}>({
  example: {
    href: '/tarif#offres',
    reason: { kind: 'anchor', target: '/tarif', anchor: 'offres' },
    from: ['/', '/a', '/b', '/c', '/d', '/e'],
    nearest: '/tarifs',
  },
  en: ({ href, reason, from, nearest }) => ({
    message: `dead link ${href}: ${reason.kind === 'page' ? `no page at ${reason.target}` : `no element with id="${reason.anchor}" on ${reason.target}`} (linked from ${linkedFrom(from, (count) => ` and ${count} more`)})`,
    hint: nearest
      ? `did you mean ${nearest}? Write that address in the link, or create the page it points to.`
      : 'correct the address, or create the page or the section it points to.',
  }),
  fr: ({ href, reason, from, nearest }) => ({
    message: `lien mort ${quoted(href)}\u00a0: ${reason.kind === 'page' ? `aucune page à l’adresse ${reason.target}` : `aucun élément id="${reason.anchor}" sur ${reason.target}`} (lien présent sur ${linkedFrom(from, (count) => ` et ${count} autre${count > 1 ? 's' : ''}`)})`,
    hint: nearest
      ? `vouliez-vous dire ${nearest}\u00a0? Écrivez cette adresse dans le lien, ou créez la page vers laquelle il mène.`
      : 'corrigez l’adresse, ou créez la page ou la section vers laquelle elle mène.',
  }),
});

/**
 * Built pages holding two elements with one id: found after rendering, whatever wrote them.
 * `pages` share the file the id comes from (the towns drawn from one template), `count` is the
 * first page's.
 */
export const repeatedPageId = messageKind<{ pages: string[]; id: string; count: number }>({
  example: { pages: ['/cgv'], id: 'fn1', count: 2 },
  en: ({ pages, id, count }) => ({
    message: `${pages.length === 1 ? `the page ${pages[0]} holds` : `the pages ${linkedFrom(pages, (more) => ` and ${more} more`)} hold`} ${count} elements with id="${id}": an id is one element's, links to #${id} and the site's scripts would only find the first`,
    hint: 'change the id written in the page (raw HTML id="…", a heading\'s {#…}) so that none repeats another id of the page, its footnotes (fn1, fnref1…) included.',
  }),
  fr: ({ pages, id, count }) => ({
    message: `${pages.length === 1 ? `la page ${pages[0]} contient` : `les pages ${linkedFrom(pages, (more) => ` et ${more} autre${more > 1 ? 's' : ''}`)} contiennent`} ${count} éléments id="${id}"\u00a0: un identifiant n’appartient qu’à un élément, les liens vers #${id} et les scripts du site ne trouveraient que le premier`,
    hint: 'changez l’identifiant écrit dans la page (HTML id="…", {#…} d’un titre) pour qu’aucun ne répète un autre identifiant de la page, notes de bas de page (fn1, fnref1…) comprises.',
  }),
});

/**
 * A link or image address whose scheme is refused (`javascript:`, `data:`…), as a browser reads
 * it; `written` is the address as the page writes it, which differs when a placeholder filled it.
 */
export const refusedAddress = messageKind<{ address: string; written: string; image: boolean }>({
  example: { address: 'javascript:alert(1)//', written: '{legal.host}', image: false },
  en: ({ address, written, image }) => ({
    message:
      `${image ? 'image' : 'link'} ${written === address ? shown(address) : `${shown(written)}, filled as "${shown(address)}",`} is refused: ` +
      (image
        ? 'an image may only be a file of the site, written from its root (/images/schema.png)'
        : 'a link may only lead to an address of the site, or to one starting with https:, http:, mailto: or tel:'),
    hint:
      written !== address
        ? 'the placeholder takes its value from content/site.yaml: correct the value there, or write the address itself in the page.'
        : image
          ? 'copy the image under public/ (for example public/images/schema.png) and write its address from the site root (/images/schema.png).'
          : 'link to a page of the site (/contact) or to another site (https://…).',
  }),
  fr: ({ address, written, image }) => ({
    message:
      `${image ? 'image' : 'lien'} ${written === address ? quoted(shown(address)) : `${quoted(shown(written))}, rempli${image ? 'e' : ''} en ${quoted(shown(address))},`} refusé${image ? 'e' : ''}\u00a0: ` +
      (image
        ? 'une image ne peut être qu’un fichier du site, écrit depuis sa racine (/images/schema.png)'
        : 'un lien ne peut mener qu’à une adresse du site, ou à une adresse https, http, mailto ou tel'),
    hint:
      written !== address
        ? 'la balise de remplacement prend sa valeur dans content/site.yaml\u00a0: corrigez-la là, ou écrivez l’adresse elle-même dans la page.'
        : image
          ? 'copiez l’image dans public/ (par exemple public/images/schema.png) et écrivez son adresse depuis la racine du site (/images/schema.png).'
          : 'faites un lien vers une page du site (/contact) ou vers un autre site (https://…).',
  }),
});

/** A link to a page marked `draft: true`: the page exists, but is not published. */
export const draftLink = messageKind<{ href: string; file: string; from: string[] }>({
  example: { href: '/mentions-legales', file: 'content/pages/mentions-legales.md', from: ['/', '/cgv'] },
  en: ({ href, file, from }) => ({
    message: `the link ${href} leads to a draft: ${file} says "draft: true", so the page is not published (linked from ${linkedFrom(from, (more) => ` and ${more} more`)})`,
    hint: `to publish the page, delete the line "draft: true" of ${file}; else remove the link.`,
  }),
  fr: ({ href, file, from }) => ({
    message: `le lien ${quoted(href)} mène à un brouillon\u00a0: ${file} a son champ draft à true, la page n’est donc pas publiée (lien présent sur ${linkedFrom(from, (more) => ` et ${more} autre${more > 1 ? 's' : ''}`)})`,
    hint: `pour publier la page, supprimez de ${file} la ligne du champ draft (ou mettez-le à false)\u00a0; sinon, retirez le lien.`,
  }),
});

/** A link to a Markdown file (`cgv.md`, `../cgv.md`) that does not exist; `target` is the file it names. */
export const deadFileLink = messageKind<{ written: string; target: string }>({
  example: { written: 'cvg.md', target: 'content/pages/cvg.md' },
  en: ({ written, target }) => ({
    message: `dead link ${written}: there is no file ${target}`,
    hint: 'correct the file name; a link to another page may name its file, relative to this one (cgv.md, ../cgv.md), or its address (/cgv).',
  }),
  fr: ({ written, target }) => ({
    message: `lien mort ${written}\u00a0: il n’y a pas de fichier ${target}`,
    hint: 'corrigez le nom du fichier\u00a0; un lien vers une autre page peut nommer son fichier, à partir de celui-ci (cgv.md, ../cgv.md), ou son adresse (/cgv).',
  }),
});
