import { quoted } from '../shared/lang.js';
import { messageKind } from './messageKind.js';

/** A callout (`::: kind`, `!!! kind`, `> [!KIND]`) of a kind no docs tool uses: shown as a plain note. */
export const unknownCallout = messageKind<{ name: string; known: string[] }>({
  example: { name: 'astuce', known: ['note', 'tip', 'info', 'warning', 'danger', 'details'] },
  en: ({ name, known }) => ({
    message: `unknown callout kind "${name}": it is shown as a plain note ("Remarque")`,
    hint: `write one of ${known.join(', ')}; a title of your own goes after the kind (::: tip Your title).`,
  }),
  fr: ({ name, known }) => ({
    message: `type d’encadré inconnu ${quoted(name)}\u00a0: il est affiché comme une simple remarque («\u00a0Remarque\u00a0»)`,
    hint: `écrivez l’un de ${known.join(', ')}\u00a0; un titre à vous se met après le type (::: tip Votre titre).`,
  }),
});

/** A Vue or JSX component, or an MDX line, of another docs tool: taken out of the page. */
export const foreignComponent = messageKind<{ written: string; mdx: boolean }>({
  example: { written: '<VueSchoolLink>', mdx: false },
  en: ({ written, mdx }) => ({
    message: mdx
      ? `"${written}" is a line of an MDX module (Docusaurus): it is left out of the page`
      : `${written} is a component of another docs tool (VitePress, Docusaurus): it is left out of the page, its content kept`,
    hint: mdx
      ? 'remove the line: this site needs no import.'
      : 'write its content in Markdown (a link, a callout ::: tip); <Badge>, <Tabs>, <TabItem> and <TOCInline/> are understood.',
  }),
  fr: ({ written, mdx }) => ({
    message: mdx
      ? `${quoted(written)} est une ligne d’un module MDX (Docusaurus)\u00a0: elle est retirée de la page`
      : `${written} est un composant d’un autre outil de documentation (VitePress, Docusaurus)\u00a0: il est retiré de la page, son contenu gardé`,
    hint: mdx
      ? 'supprimez la ligne\u00a0: ce site n’a besoin d’aucun import.'
      : 'écrivez son contenu en Markdown (un lien, un encadré ::: tip)\u00a0; <Badge>, <Tabs>, <TabItem> et <TOCInline/> sont compris.',
  }),
});

/** A front matter `title` and a body starting with another `# Titre`. */
export const titleMismatch = messageKind<{ front: string; heading: string }>({
  example: { front: 'Installation', heading: 'Installer le standard' },
  en: ({ front, heading }) => ({
    message: `the front matter's title "${front}" differs from the body's first heading "${heading}": the heading is shown on the page, the title in search results and the browser's tab`,
    hint: 'give both the same text, or remove title: from the front matter (the heading then serves as the title).',
  }),
  fr: ({ front, heading }) => ({
    message: `le titre de l’en-tête ${quoted(front)} diffère du premier titre du texte ${quoted(heading)}\u00a0: le titre du texte est affiché sur la page, celui de l’en-tête dans les résultats de recherche et l’onglet du navigateur`,
    hint: 'donnez-leur le même texte, ou retirez le champ title de l’en-tête (le titre du texte sert alors de titre à la page).',
  }),
});

/** A Markdown page with neither a front matter `title` nor a body starting with `# Titre`. */
export const missingTitle = messageKind<Record<string, never>>({
  example: {},
  en: () => ({
    message: 'the page has no title: its front matter has no title: and its body does not start with a # heading',
    hint: 'add a line title: Your title to the front matter, or start the body with # Your title.',
  }),
  fr: () => ({
    message:
      'la page n’a pas de titre\u00a0: son en-tête n’a pas de champ title et son texte ne commence pas par un titre #',
    hint: 'ajoutez à l’en-tête le champ title suivi du titre de la page, ou commencez le texte par # Votre titre.',
  }),
});
