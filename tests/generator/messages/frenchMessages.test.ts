import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { langOf } from '../../../generator/shared/lang.js';
import { inFrench, modelMessagesFr } from '../../../generator/messages/modelMessagesFr.js';
import { runCli } from '../../helpers/runCli.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';

const nbsp = '\u00a0';

describe('langOf', () => {
  it('reads French from LC_ALL, then LC_MESSAGES, then LANG, and lets --lang decide', () => {
    expect(langOf({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(langOf({ LANG: 'fr' })).toBe('fr');
    expect(langOf({ LANG: 'fr_FR.UTF-8', LC_ALL: 'en_GB.UTF-8' })).toBe('en');
    expect(langOf({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'fr_BE.UTF-8' })).toBe('fr');
    expect(langOf({ LANG: 'fr_FR.UTF-8', LC_ALL: '' })).toBe('fr');
    expect(langOf({ LANG: 'C.UTF-8' })).toBe('en');
    expect(langOf({ LANG: 'fries' })).toBe('en');
    expect(langOf({})).toBe('en');
    expect(langOf({ LANG: 'C.UTF-8' }, 'fr')).toBe('fr');
    expect(langOf({ LANG: 'fr_FR.UTF-8' }, 'en')).toBe('en');
  });

  it('has French for every message the model gives', async () => {
    const messages: string[] = [];
    for (const file of await readdir(path.join(repoRoot, 'model'))) {
      const source = await readFile(path.join(repoRoot, 'model', file), 'utf8');
      for (const [, message] of source.matchAll(/message: '([^']+)'/g)) messages.push(message!);
    }
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !modelMessagesFr[message])).toEqual([]);
    expect(inFrench('expected the address of the site alone, without a query (?q=1)')).toBe(
      'attendu l’adresse du site seule, sans requête (?q=1)',
    );
  });
});

describe('content problems in French', () => {
  let site: TempSite;
  beforeEach(async () => {
    site = await createTempSite();
    await site.edit('content/local/metz.yaml', 'title:', 'titel:');
    await site.edit('content/local/metz.yaml', 'replyHours: 2', 'replyHours: deux');
    await site.edit('content/local/metz.yaml', 'placename: Metz', 'placename: ""');
  });
  afterEach(() => site.remove());

  const french = [
    `Champ inconnu «${nbsp}titel${nbsp}» dans content/local/metz.yaml:4 — vouliez-vous dire «${nbsp}title${nbsp}»${nbsp}?`,
    `  conseil${nbsp}: renommez-le en «${nbsp}title${nbsp}», ou supprimez-le.`,
  ];

  it('site check speaks French when the locale is French, English otherwise', async () => {
    const lines = async (env: Record<string, string>, args: string[] = []) =>
      (await runCli(['check', ...args], site.root, env)).stderr.trim().split('\n');
    const fr = await lines({ LANG: 'fr_FR.UTF-8' });
    expect(fr).toContain(french[0]);
    expect(fr).toContain(french[1]);
    expect(fr.find((line) => line.includes('placename'))).toMatch(
      new RegExp(
        `^content/local/metz\\.yaml:\\d+:\\d+ geo\\.placename${nbsp}: attendu un texte, trouvé un texte vide$`,
      ),
    );
    expect(fr.find((line) => line.includes('replyHours'))).toMatch(
      new RegExp(
        `^content/local/metz\\.yaml:\\d+:\\d+ contact\\.replyHours${nbsp}: attendu un nombre, trouvé le texte «${nbsp}deux${nbsp}»$`,
      ),
    );
    expect(fr).toContain(
      `  conseil${nbsp}: écrivez le nombre d’heures seul, en chiffres, sans guillemets ni unité${nbsp}: replyHours: 2`,
    );
    expect(fr.at(-1)).toBe('3 problèmes trouvés.');

    const en = await lines({});
    expect(en).toContain('Unknown field "titel" in content/local/metz.yaml:4 — did you mean "title"?');
    expect(en).toContain('  hint: rename it to "title", or remove it.');
    expect(en.find((line) => line.includes('replyHours'))).toMatch(
      /^content\/local\/metz\.yaml:\d+:\d+ contact\.replyHours: expected a number, got the text "deux"$/,
    );
    expect(en.at(-1)).toBe('3 problems found.');

    expect(await lines({ LANG: 'fr_FR.UTF-8' }, ['--lang', 'en'])).toEqual(en);
    expect(await lines({}, ['--lang', 'fr'])).toEqual(fr);
  });

  it('site build prints the problems and its refusal in French', async () => {
    const result = await runCli(['build', '--quiet', '--lang', 'fr'], site.root);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toContain(french[0]);
    expect(lines.at(-1)).toBe(
      `Vérification du contenu en échec${nbsp}: 3 problèmes trouvés. Rien n’a été écrit${nbsp}; le site précédent est inchangé.`,
    );
  });

  it('a good site is checked in French too, and an unknown language is a usage error', async () => {
    await site.edit('content/local/metz.yaml', 'titel:', 'title:');
    await site.edit('content/local/metz.yaml', 'replyHours: deux', 'replyHours: 2');
    await site.edit('content/local/metz.yaml', 'placename: ""', 'placename: Metz');
    expect((await runCli(['check', '--lang', 'fr'], site.root)).stdout).toMatch(
      new RegExp(`^Aucun problème${nbsp}: \\d+ pages, chaque lien mène quelque part\\.\\n$`),
    );
    const wrong = await runCli(['check', '--lang', 'de'], site.root);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.split('\n')[0]).toBe(
      "Invalid value: option '--lang <lang>' argument 'de' is invalid. Allowed choices are en, fr.",
    );
  });
});
