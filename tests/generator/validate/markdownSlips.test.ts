import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSlip, builtFixture, contentCheckFailed, errorLines, slipPage } from '../../helpers/slipBuild.js';
import type { TempSite } from '../../helpers/tempSite.js';

// Issue 44: Markdown slips an editor makes that went live without a word.
let site: TempSite;
beforeAll(async () => {
  site = await builtFixture();
}, 60_000);
afterAll(() => site.remove());

const nb = '\u00a0';
/** The legal notice's ten sections, as an editor writes them. */
const sections = Array.from({ length: 10 }, (_, at) => `## Section ${at + 1}\n\nTexte de la section ${at + 1}.\n`);

describe('Markdown slips that lose content are refused', () => {
  it('an HTML comment left open, which hid eight sections of ten, at its line', async () => {
    const body = [...sections.slice(0, 2), '<!-- à revoir avec le juriste\n', ...sections.slice(2)].join('\n');
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:14:1 this HTML comment <!-- is never closed: everything after it (32 lines, to the end of the page) is hidden from visitors',
      '  hint: close the comment with --> at the end of the note, on its line or on the next one.',
      contentCheckFailed(1),
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      `content/pages/essai.md:14:1 ce commentaire HTML <!-- n’est jamais fermé${nb}: tout ce qui le suit (32 lignes, jusqu’à la fin de la page) est caché aux visiteurs`,
      `  conseil${nb}: fermez le commentaire avec --> à la fin de la note, sur sa ligne ou sur la suivante.`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('a code block never closed, which shows the rest of the page as code', async () => {
    const result = await buildSlip(site, slipPage('## Installer\n\n```sh\nnpm run dev\n\n## Ensuite\n\nTexte.\n'));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:8:1 this code block opened with ``` is never closed: everything after it (5 lines, to the end of the page) is shown as code, headings and links included',
      '  hint: add a line holding only ``` where the code ends.',
      contentCheckFailed(1),
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      `content/pages/essai.md:8:1 ce bloc de code ouvert par \`\`\` n’est jamais fermé${nb}: tout ce qui le suit (5 lignes, jusqu’à la fin de la page) est affiché comme du code, titres et liens compris`,
      `  conseil${nb}: ajoutez une ligne ne contenant que \`\`\` là où le code se termine.`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('a heading without the space after its #, and not a #hashtag, a # in code or a #! line', async () => {
    const body =
      '## Éditeur\n\nTexte.\n\n##Hébergement\n\nSuivez #telorys sur les réseaux.\n\n```sh\n#!/bin/sh\n##pas un titre\n```\n\n`##code`\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:10:1 ##Hébergement is printed as a sentence, not as a heading: Markdown needs a space after the #',
      '  hint: write ## Hébergement.',
      contentCheckFailed(1),
    ]);
    expect(errorLines(result.french).slice(0, 2)).toEqual([
      `content/pages/essai.md:10:1 «${nb}##Hébergement${nb}» est affiché comme une phrase, pas comme un titre${nb}: Markdown demande une espace après les #`,
      `  conseil${nb}: écrivez «${nb}## Hébergement${nb}».`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('links and images with a space in their address or before it, printed as text', async () => {
    const body =
      'Voir [nos tarifs](/nos tarifs).\n\n![Nos bureaux](/images/mon image.jpg)\n\n[les CGV] (/cgv), [sic] (voir plus bas)\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:6:6 [nos tarifs](/nos tarifs) is printed as text, brackets included, not as a link: its address holds a space',
      '  hint: write the address without spaces: /nos-tarifs.',
      'content/pages/essai.md:8:1 ![Nos bureaux](/images/mon image.jpg) is printed as text, brackets included, not as an image: its address holds a space',
      '  hint: write the address /images/mon%20image.jpg (a space is written %20), or better rename the file public/images/mon image.jpg to mon-image.jpg and write /images/mon-image.jpg.',
      'content/pages/essai.md:10:1 [les CGV] (/cgv) is printed as text, brackets included, not as a link: a space separates ] from (',
      '  hint: remove the space: [les CGV](/cgv).',
      contentCheckFailed(3),
    ]);
    expect(errorLines(result.french).slice(0, 6)).toEqual([
      `content/pages/essai.md:6:6 «${nb}[nos tarifs](/nos tarifs)${nb}» est affiché comme du texte, crochets compris, et non comme un lien${nb}: son adresse contient une espace`,
      `  conseil${nb}: écrivez l’adresse sans espaces${nb}: /nos-tarifs.`,
      `content/pages/essai.md:8:1 «${nb}![Nos bureaux](/images/mon image.jpg)${nb}» est affiché comme du texte, crochets compris, et non comme une image${nb}: son adresse contient une espace`,
      `  conseil${nb}: écrivez l’adresse /images/mon%20image.jpg (une espace s’écrit %20), ou mieux, renommez le fichier public/images/mon image.jpg en mon-image.jpg et écrivez /images/mon-image.jpg.`,
      `content/pages/essai.md:10:1 «${nb}[les CGV] (/cgv)${nb}» est affiché comme du texte, crochets compris, et non comme un lien${nb}: une espace sépare ] de (`,
      `  conseil${nb}: supprimez l’espace${nb}: [les CGV](/cgv).`,
    ]);
    expect(result.outUnchanged).toBe(true);
  });

  it('an external address with a space is told with %20', async () => {
    const result = await buildSlip(site, slipPage('Voir [la CNIL](https://www.cnil.fr/fr/mes démarches).\n'));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[1]).toBe(
      '  hint: write the address without spaces: https://www.cnil.fr/fr/mes%20démarches.',
    );
  });

  it('a mailto: link to no e-mail address, in Markdown or raw HTML, and not a whole one, several, or one with a subject', async () => {
    const body =
      'Écrivez au [support](mailto:support@telorys) ou à [nous](mailto:contact@telorys.fr?subject=Devis%20fibre), [tous deux](mailto:a@telorys.fr,b@telorys.fr), <contact@telorys.fr>, [ici](mailto:).\n\n<p>Ou <a href="mailto:ventes@telorys">aux ventes</a>.</p>\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:6:22 the link mailto:support@telorys leads to "support@telorys", which is no e-mail address: a visitor\'s message would never arrive',
      '  hint: write the whole address after mailto:, with its domain, such as mailto:contact@telorys.fr.',
      "content/pages/essai.md:6:183 the link mailto: leads to no e-mail address: a visitor's message would never arrive",
      '  hint: write the whole address after mailto:, with its domain, such as mailto:contact@telorys.fr.',
      'content/pages/essai.md:8:16 the link mailto:ventes@telorys leads to "ventes@telorys", which is no e-mail address: a visitor\'s message would never arrive',
      '  hint: write the whole address after mailto:, with its domain, such as mailto:contact@telorys.fr.',
      contentCheckFailed(3),
    ]);
    expect(errorLines(result.french)[0]).toBe(
      `content/pages/essai.md:6:22 le lien «${nb}mailto:support@telorys${nb}» mène à «${nb}support@telorys${nb}», qui n’est pas une adresse e-mail${nb}: le message d’un visiteur n’arriverait jamais`,
    );
  });

  it('a phone number with spaces is told as the digits to dial', async () => {
    const result = await buildSlip(site, slipPage('Appelez le [03 87 00 00 00](tel:03 87 00 00 00).\n'));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[1]).toBe('  hint: write the address without spaces: tel:0387000000.');
  });

  it('links with a scheme markdown-it prints as text, and links without an address, at their place', async () => {
    const body =
      'Voir [ici](javascript:alert(1)), ![x](data:text/html,salut) et `[code](javascript:void(0))`.\n\nVoir []() puis [nos tarifs]() et [**les CGV**]().\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/pages/essai.md:6:12 link javascript:alert(1) is refused: a link may only lead to an address of the site, or to one starting with https:, http:, mailto: or tel:',
      '  hint: link to a page of the site (/contact) or to another site (https://…).',
      'content/pages/essai.md:6:39 image data:text/html,salut is refused: an image may only be a file of the site, written from its root (/images/schema.png)',
      '  hint: copy the image under public/ (for example public/images/schema.png) and write its address from the site root (/images/schema.png).',
      'content/pages/essai.md:8:6 the link []() has no text: visitors cannot see it, and a screen reader reads only its address',
      '  hint: write between the brackets what the link leads to, such as [Nous contacter](/contact).',
      'content/pages/essai.md:8:27 the link [nos tarifs]() has no address: it leads back to this very page',
      '  hint: write where it leads between the parentheses, such as [nos tarifs](/contact), or remove the brackets and parentheses to keep the text alone.',
      'content/pages/essai.md:8:46 the link [les CGV]() has no address: it leads back to this very page',
      '  hint: write where it leads between the parentheses, such as [les CGV](/contact), or remove the brackets and parentheses to keep the text alone.',
      contentCheckFailed(5),
    ]);
    expect(errorLines(result.french)[6]).toBe(
      `content/pages/essai.md:8:27 le lien «${nb}[nos tarifs]()${nb}» n’a pas d’adresse${nb}: il ramène à la page elle-même`,
    );
    expect(result.outUnchanged).toBe(true);
  });
});

describe('Markdown slips that may be meant are warned of, and the page builds', () => {
  it('a second level 1 heading: the page title is the h1 already', async () => {
    const result = await buildSlip(site, slipPage('## Éditeur\n\nTexte.\n\n# Nos engagements\n\nFin.\n'));
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)).toEqual([
      "warning: content/pages/essai.md:10:1 # Nos engagements is a level 1 heading: the page's title is its level 1 heading already, shown above the text, and a page keeps one",
      '  hint: write ## Nos engagements (a section of the page).',
    ]);
    expect(errorLines(result.french)).toEqual([
      `avertissement${nb}: content/pages/essai.md:10:1 «${nb}# Nos engagements${nb}» est un titre de niveau 1${nb}: le titre de la page, affiché au-dessus du texte, est déjà le niveau 1, et une page n’en garde qu’un`,
      `  conseil${nb}: écrivez «${nb}## Nos engagements${nb}» (une section de la page).`,
    ]);
  });

  it('a page of more than 500 KB of text, too long for a phone on a slow network, and not one of 400 KB', async () => {
    const paragraph = 'Le standard renvoie les appels vers le bon poste, même en déplacement.\n\n';
    const pageOf = (kilobytes: number) => slipPage(paragraph.repeat(Math.ceil((kilobytes * 1024) / paragraph.length)));
    const long = await buildSlip(site, pageOf(520));
    expect(long.code).toBe(0);
    expect(errorLines(long.stderr)).toEqual([
      'warning: content/pages/essai.md:5:1 this page is 520 KB of text: a phone on a slow network takes long to load it, and visitors lose their way in it',
      '  hint: split it into several pages linked from one another (one a chapter), or put the long text in a PDF under public/documents/ and link to it.',
    ]);
    expect(errorLines((await buildSlip(site, pageOf(400))).stderr)).toEqual([]);
  });

  it('a Hugo-like documentation page linking to its local server builds, with a warning', async () => {
    const body = [
      '## Lancer le serveur local',
      '',
      'Dans un terminal, tapez :',
      '',
      '```sh',
      'hugo server',
      '# Web Server is available at http://localhost:1313/',
      '```',
      '',
      'Ouvrez ensuite [le site local](http://localhost:1313/) : il se recharge à chaque enregistrement.',
      'L’adresse http://localhost:1313/ reste celle de votre ordinateur, comme `http://127.0.0.1:1313/`.',
      '',
    ].join('\n');
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)).toEqual([
      'warning: content/pages/essai.md:15:32 the link http://localhost:1313/ leads to the computer of whoever clicks it (localhost), not to this site',
      '  hint: if the page explains how to open a local server, write the address as code so nobody clicks it: `http://localhost:1313/`; otherwise link to a page of the site, starting with / (/cgv).',
    ]);
    expect(errorLines(result.french)).toEqual([
      `avertissement${nb}: content/pages/essai.md:15:32 le lien «${nb}http://localhost:1313/${nb}» mène à l’ordinateur de celui qui clique (localhost), pas à ce site`,
      `  conseil${nb}: si la page explique comment ouvrir un serveur local, écrivez l’adresse comme du code pour que personne ne clique dessus${nb}: \`http://localhost:1313/\`${nb}; sinon faites un lien vers une page du site, commençant par / (/cgv).`,
    ]);
  });
});

describe('a dead link is reported at its own line', () => {
  it('a raw HTML link in a table row, not the same text in an earlier code block', async () => {
    const body =
      '## Exemple\n\n```html\n<a href="/nope">ici</a>\n```\n\n| Page | Lien |\n| --- | --- |\n| Aucune | <a href="/nope">ici</a> |\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/pages/essai.md:14:21 dead link /nope: no page at /nope (linked from /essai)',
    );
    expect(errorLines(result.french)[0]).toBe(
      `content/pages/essai.md:14:21 lien mort «${nb}/nope${nb}»${nb}: aucune page à l’adresse /nope (lien présent sur /essai)`,
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('a Markdown link in a table row, not the same address in inline code above', async () => {
    const body =
      'Le lien `[page](/nope)` est un exemple.\n\n| Page | Lien |\n| --- | --- |\n| Aucune | [ici](/nope) |\n';
    const result = await buildSlip(site, slipPage(body));
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toBe(
      'content/pages/essai.md:10:18 dead link /nope: no page at /nope (linked from /essai)',
    );
  });
});
