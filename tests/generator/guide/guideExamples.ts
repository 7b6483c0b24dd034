/**
 * The error examples of the editors' guide (docs/guide/erreurs-*.md, numbered 5.3 and 5.4), as
 * slips made on the fixture site: each `id` is a marker `<!-- guide-example: id -->` written just
 * before the example's output block. `guideExamples.test.ts` builds each broken copy in-process,
 * in French as editors read it, and compares the real output with the block;
 * `npm run guide:examples` writes the real output into the guide instead.
 */
export interface GuideExample {
  id: string;
  /** Replacements of the first occurrence of a text in a file (the test fails when it is absent). */
  edits?: [file: string, search: string, replacement: string][];
  /** Files written as given, copied from another file of the fixture (`copy`), or removed (`null`). */
  files?: Record<
    string,
    string | { copy: string; latin1?: boolean; replace?: [search: string, replacement: string] } | null
  >;
  env?: Record<string, string>;
  /** Options of `site build`: the example is then a command-line mistake, told by the CLI. */
  args?: string[];
  /** Keep the closing line (`Content check failed: …`). */
  closing?: boolean;
  /** Show only the first problems, then `…`. */
  first?: number;
  /** Cut the output after the line starting with this text, then `…`. */
  cutAfter?: string;
}

const site = 'content/site.yaml';
const home = 'content/home.yaml';
const plans = 'content/offers/plans.yaml';
const metz = 'content/local/metz.yaml';
const sante = 'content/sectors/sante.yaml';
const cgv = 'content/pages/cgv.md';
const catalogue = 'content/catalogue.yaml';
const navigation = 'content/navigation.yaml';

export const guideExamples: GuideExample[] = [
  { id: '5.3.1a', edits: [[site, 'hours: Du lundi au vendredi, 9h–18h', 'hours: 9']], closing: true },
  { id: '5.3.1b', edits: [[home, 'figure: "+300"', 'figure: +300']], closing: true },
  { id: '5.3.2', edits: [['content/offers/fibre.yaml', 'price: 59.9', 'price: 59,90 €']], closing: true },
  { id: '5.3.3a', edits: [[plans, '    price: 19\n', '']], closing: true },
  { id: '5.3.3b', edits: [[home, '  heading: Studio vocal', '  heading:']], closing: true },
  { id: '5.3.4a', edits: [[home, '\ntitle: ', '\ntitel: ']], closing: true },
  { id: '5.3.4b', edits: [[home, '  kicker: ', '  surtitre: ']], closing: true },
  { id: '5.3.4c', edits: [[cgv, 'updated: 2025-08-27', 'layout: page\npubDate: 2025-08-27']] },
  {
    id: '5.3.5',
    edits: [
      [
        metz,
        'title: "Téléphonie d’entreprise à Metz\u00a0: standard virtuel et fibre"',
        'title: Téléphonie d’entreprise à Metz\u00a0: standard virtuel et fibre',
      ],
    ],
    closing: true,
  },
  {
    id: '5.3.5b',
    edits: [[plans, 'description: L’essentiel de la téléphonie', 'description: « Essentiel : la téléphonie']],
  },
  { id: '5.3.6a', edits: [[cgv, 'updated: 2025-08-27', 'updated: 27/08/2025']], closing: true },
  { id: '5.3.6b', edits: [[metz, 'updated: 2025-08-27', 'updated: 2025-02-30']] },
  { id: '5.3.7', edits: [['content/pages/mentions-legales.md', '{siteUrl}', '{siteurl}']], closing: true },
  { id: '5.3.8a', files: { 'content/sitee.yaml': { copy: site }, [site]: null }, closing: true },
  { id: '5.3.8b', files: { 'content/villes/epinal.yaml': { copy: metz } }, closing: true },
  {
    id: '5.3.8c',
    files: { 'content/pages/guide.markdown': { copy: cgv }, 'content/pages/logo.png': 'PNG' },
    closing: true,
  },
  { id: '5.3.8d', files: { [`${plans}.txt`]: { copy: plans }, [plans]: null }, closing: true },
  { id: '5.3.8e', files: { [plans]: '# Les trois formules : à réécrire\n' }, closing: true },
  { id: '5.3.9a', env: { SITE_BASE_URL: 'www.example.fr' }, closing: true },
  { id: '5.3.9b', env: { SITE_CHAT_WEBHOOK_URL: 'hooks.example.fr' }, closing: true },
  { id: '5.3.9c', args: ['--base-url', 'www.example.fr'], cutAfter: 'Usage:' },
  { id: '5.4.1a', edits: [[site, 'tel: "+33353481020"', 'tel: +33353481020']] },
  { id: '5.4.1d', edits: [[site, 'tel: "+33353481020"', 'tel: "+3335348102"']] },
  { id: '5.4.1b', edits: [[site, 'postalCode: "57155"', 'postalCode: 57155']] },
  { id: '5.4.1c', edits: [[metz, 'region: FR-57', 'region: 57']] },
  { id: '5.4.2a', edits: [[metz, 'hours: 8h–18h', 'hours: 8h à 18h']] },
  { id: '5.4.2b', edits: [[metz, 'hours: 8h–18h', 'hours: 8h–29h']] },
  { id: '5.4.3', edits: [[sante, 'icon: hospital', 'icon: hopital']] },
  { id: '5.4.4a', edits: [[sante, 'tone: red', 'tone: rouge']] },
  { id: '5.4.4b', edits: [[metz, 'kind: city', 'kind: ville']] },
  { id: '5.4.4c', edits: [[catalogue, 'category: Téléphones IP', 'category: Telephones IP']] },
  { id: '5.4.4d', edits: [[cgv, 'changefreq: yearly', 'changefreq: annuel']] },
  { id: '5.4.5', edits: [[plans, 'highlight: true', 'highlight: oui']] },
  { id: '5.4.6', edits: [[metz, '  position: [49.1193, 6.1757]\n', '']] },
  { id: '5.4.7', edits: [['content/offers/equipment.yaml', '        price: 7\n        period: /mois\n', '']] },
  { id: '5.4.8', edits: [[sante, '"Ligne de rendez-vous"]', '"Ligne de rendez-vous", "Messagerie", "Statistiques"]']] },
  { id: '5.4.9', edits: [[cgv, 'priority: 0.3', 'priority: 3']] },
  { id: '5.4.10a', edits: [[plans, 'id: equipe', 'id: Équipe']] },
  { id: '5.4.10b', edits: [[catalogue, 'image: /images/equipment/t33g.svg', 'image: https://exemple.fr/t33g.svg']] },
  { id: '5.4.10f', edits: [[catalogue, 'image: /images/equipment/t33g.svg', 'image: /images/equipment/t33g.heic']] },
  { id: '5.4.10c', edits: [[site, 'email: contact@telorys.fr', 'email: contact.telorys.fr']] },
  { id: '5.4.10d', edits: [[site, 'chatWebhookUrl: ""', 'chatWebhookUrl: n8n.telorys.fr/webhook']] },
  { id: '5.4.10e', edits: [[navigation, 'href: /cgv', 'href: cgv']] },
  { id: '5.4.11', edits: [[plans, '    price: 19\n', '\tprice: 19\n']], closing: true },
  { id: '5.4.12', edits: [[plans, '      - Messagerie vocale', '     - Messagerie vocale']], closing: true },
  { id: '5.4.13a', edits: [[metz, 'juste à côté."', 'juste à côté.']] },
  { id: '5.4.13b', edits: [[plans, '    price: 19\n', '    price: 19\n    price: 21\n']] },
  { id: '5.4.13c', edits: [[plans, '- Messagerie vocale', '- *Messagerie vocale']] },
  { id: '5.4.14a', edits: [[navigation, 'href: /cgv', 'href: /conditions']], closing: true },
  {
    id: '5.4.14b',
    edits: [
      [
        home,
        '  # brochure: /documents/brochure.pdf   (uncomment once the PDF is in public/documents/)',
        '  brochure: /documents/brochure.pdf',
      ],
    ],
    closing: true,
  },
  {
    id: '5.4.14c',
    edits: [
      [
        navigation,
        '      - label: Nous contacter\n        href: /#contact',
        '      - label: Nous écrire\n        href: mailto:contact@telorys',
      ],
    ],
    closing: true,
  },
  { id: '5.4.15', files: { 'content/local/cgv.yaml': { copy: metz, replace: ['name: Metz', 'name: Conditions'] } } },
  {
    id: '5.4.16',
    edits: [
      [
        cgv,
        'description: Conditions générales de vente des offres de standard téléphonique IP hébergé, de fibre professionnelle et de téléphones IP réservées aux entreprises.\n',
        '',
      ],
    ],
  },
  { id: '5.4.16b', edits: [[cgv, '---\n', '—-\n']] },
  { id: '5.4.16c', files: { [cgv]: '' } },
  { id: '5.4.17', files: { [cgv]: { copy: cgv, latin1: true } } },
  { id: '5.4.18a', files: { 'content/local/Metz.yaml': { copy: metz } }, closing: true },
  { id: '5.4.18b', files: { 'content/local/metz - Copie.yaml': { copy: metz } }, closing: true },
  { id: '5.4.18c', files: { 'content/pages/???.md': { copy: cgv } } },
  // Markdown slips of issue 44 (docs/guide/erreurs-markdown.md, « Fautes de frappe Markdown »).
  {
    id: 'md-commentaire',
    edits: [[cgv, '## Article 2 –', '<!-- à revoir avec le juriste\n\n## Article 2 –']],
    closing: true,
  },
  { id: 'md-bloc-de-code', edits: [[cgv, 'Les CGV s’appliquent', '~~~\nLes CGV s’appliquent']] },
  { id: 'md-titre-sans-espace', edits: [[cgv, '## Article 2 –', '##Article 2 –']] },
  { id: 'md-lien-espace', edits: [[cgv, 'Le site {siteUrl}', 'Le site [nos tarifs](/nos tarifs)']] },
  { id: 'md-lien-espace-avant', edits: [[cgv, 'Le site {siteUrl}', 'Le site [nous écrire] (/contact)']] },
  // Page slips of issue 44 (docs/guide/erreurs-pages.md).
  {
    id: '5.6.5',
    edits: [[catalogue, 'id: t46u\n    name: Yealink T46U', 'id: t33g-2\n    name: Yealink T33G']],
    closing: true,
  },
  { id: '5.6.6', edits: [['content/local/moselle.yaml', 'region: FR-57', 'region: FR-54']], closing: true },
  {
    id: '5.6.8',
    files: {
      'content/local/epinal.yaml': { copy: 'content/local/verdun.yaml', replace: ['name: Verdun', 'name: Épinal'] },
      'content/local/epinal-ville.yaml': {
        copy: 'content/local/verdun.yaml',
        replace: ['name: Verdun', 'name: Epinal'],
      },
    },
    closing: true,
  },
];
