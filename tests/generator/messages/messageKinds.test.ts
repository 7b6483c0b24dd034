import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { messageFiles, messageKinds } from '../../../generator/messages/messageKinds.js';
import { runCli } from '../../helpers/runCli.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const nb = '\u00a0';

describe('the registry of message kinds', () => {
  it('lists every message file of generator/messages', async () => {
    const files = (await readdir(path.join(repoRoot, 'generator', 'messages'))).filter((file) =>
      /Messages\.ts$/.test(file),
    );
    expect(files.sort()).toEqual([...messageFiles].sort());
    expect(messageKinds.size).toBeGreaterThan(30);
  });

  it.each([...messageKinds.keys()])('%s has French, typeset the French way', (id) => {
    const kind = messageKinds.get(id)!;
    const en = kind.en(kind.example);
    const fr = kind.fr(kind.example);
    expect(fr.message).not.toBe(en.message);
    expect(fr.hint === undefined).toBe(en.hint === undefined);
    if (fr.hint !== undefined) expect(fr.hint).not.toBe(en.hint);
    for (const text of [fr.message, fr.hint ?? '']) {
      expect(text, 'a plain space before : ; ! ?').not.toMatch(/ [:;!?](\s|$)/);
      expect(text, 'a letter or a closing bracket right before a French colon').not.toMatch(
        /[a-zé)»] ?[;!?](\s|$)|[a-zé)»]:\s/,
      );
      expect(text, 'a typewriter apostrophe').not.toMatch(/[a-z]'[a-zéèêàâ]/i);
      expect(text, 'guillemets without no-break spaces').not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    }
  });
});

describe('problems beyond the schemas, in French', () => {
  let site: TempSite;
  beforeEach(async () => {
    site = await createTempSite();
    await site.write(
      'content/pages/essai.md',
      '---\ntitle: Essai\ndescription: Une page d’essai pour les messages.\n---\n\nAppelez {brnad}.\n\n<script>alert(1)</script>\n',
    );
    await site.write(
      'content/pages/liens.md',
      '---\ntitle: Liens\ndescription: Une page qui mène nulle part.\n---\n\nVoir [la page](/nulle-part).\n',
    );
    await site.write(
      'content/pages/???.md',
      '---\ntitle: Sans nom\ndescription: Une page dont le nom ne donne aucune adresse.\n---\n\nTexte.\n',
    );
    await site.write('content/notes.yaml', 'a: 1\n');
  });
  afterEach(() => site.remove());

  it('every problem site check finds has its French', async () => {
    const { problems } = await checkSite({ root: site.root, env: { SITE_BASE_URL: 'www.example.fr' } });
    expect(problems.length).toBeGreaterThan(4);
    expect(problems.filter((problem) => !problem.fr).map((problem) => problem.message)).toEqual([]);
  });

  it('site check prints them in French with --lang fr, in English without', async () => {
    const fr = (await runCli(['check', '--lang', 'fr'], site.root, { SITE_BASE_URL: 'www.example.fr' })).stderr;
    const en = (await runCli(['check'], site.root, { SITE_BASE_URL: 'www.example.fr' })).stderr;
    expect(fr.split('\n')).toEqual(
      expect.arrayContaining([
        `content/pages/???.md le nom de fichier «${nb}???.md${nb}» ne peut pas former une adresse${nb}: une adresse ne garde que les lettres, chiffres et tirets d’un nom`,
        '  conseil\u00a0: renommez le fichier avec des lettres ou des chiffres, comme content/pages/nom-de-la-page.md.',
        'content/notes.yaml aucune page ne lit ce fichier',
        `Variable d’environnement SITE_BASE_URL${nb}: attendu une adresse commençant par https://, trouvé «${nb}www.example.fr${nb}»`,
        `  conseil${nb}: donnez à SITE_BASE_URL une adresse complète comme https://www.example.fr, ou laissez-la vide pour utiliser content/site.yaml.`,
        `content/pages/essai.md:6:9 balise de remplacement inconnue «${nb}{brnad}${nb}» — vouliez-vous dire «${nb}{brand}${nb}»${nb}?`,
        `content/pages/essai.md:8:1 HTML brut <script> refusé${nb}: il pourrait exécuter du code ou charger une autre page dans celle-ci`,
        `  conseil${nb}: écrivez le contenu en Markdown${nb}; scripts, styles et cadres ont leur place dans les gabarits, pas dans une page.`,
        `content/pages/liens.md:6:16 lien mort «${nb}/nulle-part${nb}»${nb}: aucune page à l’adresse /nulle-part (lien présent sur /liens)`,
        `  conseil${nb}: corrigez l’adresse, ou créez la page ou la section vers laquelle elle mène.`,
        '6 problèmes trouvés.',
      ]),
    );
    expect(fr).toContain(
      `  conseil${nb}: vérifiez son nom et son dossier${nb}: les pages Markdown vont dans content/pages/, un fichier YAML par entrée dans content/sectors/, content/local/, content/references/, et les autres fichiers YAML lus sont content/site.yaml, `,
    );
    expect(en.split('\n')).toEqual(
      expect.arrayContaining([
        'content/pages/???.md the file name "???.md" cannot make an address: an address keeps only the letters, digits and hyphens of a name',
        '  hint: rename the file with letters or digits, such as content/pages/nom-de-la-page.md.',
        'content/notes.yaml no page reads this file',
        'environment SITE_BASE_URL: expected an address starting with https://, got "www.example.fr"',
        'content/pages/essai.md:6:9 unknown placeholder {brnad} — did you mean {brand}?',
        'content/pages/essai.md:8:1 raw HTML <script> is refused: it could run code or load another page inside this one',
        'content/pages/liens.md:6:16 dead link /nulle-part: no page at /nulle-part (linked from /liens)',
        '  hint: correct the address, or create the page or the section it points to.',
        '6 problems found.',
      ]),
    );
  });

  it('route clashes and warnings are French too', async () => {
    await site.write(
      'content/pages/index.md',
      '---\ntitle: Accueil bis\ndescription: Une seconde page d’accueil, qui ne peut pas exister.\n---\n\nTexte {{< figure >}}.\n',
    );
    const fr = (await runCli(['check', '--lang', 'fr'], site.root)).stderr.split('\n');
    expect(fr[0]).toBe(
      `avertissement${nb}: 1 page contient des balises d’un autre générateur (shortcodes Hugo {{< … >}} ou {{% … %}}, Liquid {% … %} ou {{ … }}), affichées telles quelles${nb}: content/pages/index.md:6:7. Réécrivez-les en Markdown (voir docs/guide/yaml-et-markdown.md, «${nb}Tout ce que le Markdown permet${nb}», paragraphe «${nb}Shortcodes et balises Liquid${nb}»).`,
    );
    expect(fr).toContain(
      `content/pages/index.md deux pages seraient écrites dans index.html${nb}: celle-ci, à l’adresse /, et content/home.yaml, à l’adresse /`,
    );
    expect(fr).toContain(
      `  conseil${nb}: renommez ou déplacez l’un des deux fichiers pour que chaque page ait sa propre adresse.`,
    );
  });
});
