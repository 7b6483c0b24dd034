import { shown } from './addressMessages.js';
import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

const braces = (names: string[]) => names.map((name) => `{${name}}`).join(', ');

/** A `{name}` no value fills, with the nearest known name when one is close. */
export const unknownPlaceholder = messageKind<{ written: string; guess?: string; known: string[] }>({
  example: { written: '{brnad}', guess: 'brand', known: ['brand', 'phone'] },
  en: ({ written, guess, known }) => ({
    message: `unknown placeholder ${written}${guess ? ` — did you mean {${guess}}?` : ''}`,
    hint: `placeholders available: ${braces(known)}.`,
  }),
  fr: ({ written, guess, known }) => ({
    message: `balise de remplacement inconnue ${quoted(written)}${guess ? ` — vouliez-vous dire ${quoted(`{${guess}}`)}\u00a0?` : ''}`,
    hint: `balises disponibles\u00a0: ${braces(known)}.`,
  }),
});

/** An element written in raw HTML that could run code or load another page. */
export const refusedTag = messageKind<{ tag: string }>({
  example: { tag: 'script' },
  en: ({ tag }) => ({
    message: `raw HTML <${tag}> is refused: it could run code or load another page inside this one`,
    hint: 'write the content in Markdown; scripts, styles and frames belong in the templates, not in a page.',
  }),
  fr: ({ tag }) => ({
    message: `HTML brut <${tag}> refusé\u00a0: il pourrait exécuter du code ou charger une autre page dans celle-ci`,
    hint: 'écrivez le contenu en Markdown\u00a0; scripts, styles et cadres ont leur place dans les gabarits, pas dans une page.',
  }),
});

/** An `on…=` attribute in raw HTML. */
export const eventAttribute = messageKind<{ attribute: string }>({
  example: { attribute: 'onclick' },
  en: ({ attribute }) => ({
    message: `raw HTML attribute ${attribute}= is refused: it runs code`,
    hint: 'remove the attribute: no script written in a page runs on the site.',
  }),
  fr: ({ attribute }) => ({
    message: `attribut HTML ${attribute}= refusé\u00a0: il exécute du code`,
    hint: 'supprimez l’attribut\u00a0: aucun script écrit dans une page ne s’exécute sur le site.',
  }),
});

/** A `style=` attribute in raw HTML. */
export const styleAttribute = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message: 'raw HTML attribute style= is refused: the Content-Security-Policy blocks inline styles',
    hint: "remove it: the look of a page comes from the site's stylesheet.",
  }),
  fr: () => ({
    message:
      'attribut HTML style= refusé\u00a0: la politique de sécurité du contenu (CSP) bloque les styles écrits dans la page',
    hint: 'supprimez-le\u00a0: l’apparence d’une page vient de la feuille de style du site.',
  }),
});

/** A `javascript:`, `vbscript:` or `data:` address in raw HTML. */
export const codeAddress = messageKind<{ address: string }>({
  example: { address: 'javascript:alert(1)' },
  en: ({ address }) => ({
    message: `address ${shown(address)} is refused: it could run code`,
    hint: 'link to a page of the site (/contact) or to another site (https://…).',
  }),
  fr: ({ address }) => ({
    message: `adresse ${quoted(shown(address))} refusée\u00a0: elle pourrait exécuter du code`,
    hint: 'faites un lien vers une page du site (/contact) ou vers un autre site (https://…).',
  }),
});

/** An image from another host, which the Content-Security-Policy blocks. */
export const otherHostImage = messageKind<{ src: string }>({
  example: { src: 'https://example.com/schema.png' },
  en: ({ src }) => ({
    message: `image from another host ${src}: the site's Content-Security-Policy blocks it, visitors would see a broken image`,
    hint: 'download the image, copy it under public/ (for example public/images/schema.png) and write its address from the site root (/images/schema.png).',
  }),
  fr: ({ src }) => ({
    message: `image d’un autre site ${quoted(src)}\u00a0: la politique de sécurité du contenu (CSP) du site la bloque, les visiteurs verraient une image cassée`,
    hint: 'téléchargez l’image, copiez-la dans public/ (par exemple public/images/schema.png) et écrivez son adresse depuis la racine du site (/images/schema.png).',
  }),
});

/** Hugo shortcodes and Liquid tags written in prose: a warning for the whole build. */
export const templateTags = messageKind<{ pages: number; places: string[]; more: number }>({
  example: { pages: 2, places: ['content/pages/a.md:3:1', 'content/pages/b.md:5:9'], more: 2 },
  en: ({ pages, places, more }) => ({
    message:
      `${pages === 1 ? '1 page holds' : `${pages} pages hold`} template tags of another generator (Hugo shortcodes {{< … >}} or {{% … %}}, Liquid {% … %} or {{ … }}), shown as text: ${places.join(', ')}${more > 0 ? ` and ${more} more` : ''}.` +
      ' Rewrite them in Markdown (see docs/guide/yaml-et-markdown.md, « Tout ce que le Markdown permet », paragraph « Shortcodes et balises Liquid »).',
  }),
  fr: ({ pages, places, more }) => ({
    message:
      `${pages === 1 ? '1 page contient' : `${pages} pages contiennent`} des balises d’un autre générateur (shortcodes Hugo {{< … >}} ou {{% … %}}, Liquid {% … %} ou {{ … }}), affichées telles quelles\u00a0: ${places.join(', ')}${more > 0 ? ` et ${more} autre${more > 1 ? 's' : ''}` : ''}.` +
      ' Réécrivez-les en Markdown (voir docs/guide/yaml-et-markdown.md, «\u00a0Tout ce que le Markdown permet\u00a0», paragraphe «\u00a0Shortcodes et balises Liquid\u00a0»).',
  }),
});

/** An id written in a page (raw HTML `id=`, a heading's `{#id}`) that the layout or an island owns. */
export const reservedId = messageKind<{ id: string; written: string; reserved: readonly string[] }>({
  example: { id: 'cart-products', written: 'id="cart-products"', reserved: ['contenu', 'cart-products', 'annonces'] },
  en: ({ id, written, reserved }) => ({
    message: `${written} is refused: the site's layout gives this id to one of its own elements, which the browser would no longer find on this page`,
    hint: `give the element another id, such as "${id}-page"; ids kept for the layout: ${reserved.join(', ')}.`,
  }),
  fr: ({ id, written, reserved }) => ({
    message: `${written} refusé\u00a0: la mise en page du site donne cet identifiant à l’un de ses propres éléments, que le navigateur ne trouverait plus sur cette page`,
    hint: `donnez un autre identifiant à l’élément, comme "${id}-page"\u00a0; identifiants réservés à la mise en page\u00a0: ${reserved.join(', ')}.`,
  }),
});

/** Two elements of one body given the same id in raw HTML (or raw HTML and a heading's `{#id}`). */
export const repeatedId = messageKind<{ id: string; first: number }>({
  example: { id: 'tarifs', first: 12 },
  en: ({ id, first }) => ({
    message: `id="${id}" is already given at line ${first} of this page: a link to #${id} would only ever lead to the first`,
    hint: `give each element its own id, such as "${id}-2".`,
  }),
  fr: ({ id, first }) => ({
    message: `id="${id}" est déjà donné ligne ${first} de cette page\u00a0: un lien vers #${id} ne mènerait jamais qu’au premier`,
    hint: `donnez à chaque élément son propre identifiant, comme "${id}-2".`,
  }),
});

/** `de Hugo`, `d’Eleventy`: the generators' names joined the French way. */
const ofGenerators = (names: string) => `${/^[AEIOUH]/.test(names) ? 'd’' : 'de '}${names.replace(/ and /g, ' et ')}`;

/**
 * A field another generator's pages carry (`tags`, `layout`, `weight`) in a Markdown page's front
 * matter; `instead` is the field of this site that says the same (`pubDate` → `date`), if any.
 */
export const foreignField = messageKind<{ key: string; generators: string; allowed: string[]; instead?: string }>({
  example: { key: 'tags', generators: 'Hugo, Jekyll, Eleventy and Astro', allowed: ['title', 'description', 'date'] },
  en: ({ key, generators, allowed, instead }) => ({
    message: `unknown field "${key}": it is a field of ${generators}, which this site does not use`,
    hint: `${instead ? `this site calls it "${instead}": rename the line to "${instead}" (or remove it if the page has one)` : `remove the line "${key}"`}; the fields a page may have are: ${allowed.join(', ')}.`,
  }),
  fr: ({ key, generators, allowed, instead }) => ({
    message: `champ inconnu ${quoted(key)}\u00a0: c’est un champ ${ofGenerators(generators)}, que ce site n’utilise pas`,
    hint: `${instead ? `ce site l’appelle ${quoted(instead)}\u00a0: renommez la ligne en ${quoted(instead)} (ou supprimez-la si la page en a déjà un)` : `supprimez la ligne ${quoted(key)}`}\u00a0; les champs permis dans une page sont\u00a0: ${allowed.join(', ')}.`,
  }),
});
