import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../../generator/check.js';
import { formatProblem, formatProblemIn, type Problem, type UserError } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';
import { buildFixture } from '../../helpers/buildInProcess.js';

const nb = '\u00a0';
/** A page that would, before issue 29, have written /tmp/<this name>.html. */
const escapee = `site-escape-${process.pid}-${Date.now().toString(36)}`;

/** Aliases as written in YAML, and what each is refused with (issue 29, points 1 and 4). */
const aliases: [yaml: string, en: string][] = [
  [
    `/../../../../../../../../../../tmp/${escapee}`,
    `the alias "/../../../../../../../../../../tmp/${escapee}" holds the segment "..", which leads out of its folder\n  hint: write it as /tmp/${escapee}, or remove this line.`,
  ],
  [
    '/../public/injected',
    'the alias "/../public/injected" holds the segment "..", which leads out of its folder\n  hint: write it as /public/injected, or remove this line.',
  ],
  [
    '/a/./b',
    'the alias "/a/./b" holds the segment ".", which leads out of its folder\n  hint: write it as /a/b, or remove this line.',
  ],
  [
    `'/a\\b'`,
    'the alias "/a\\b" holds a backslash (\\), which browsers and some servers read as a /\n  hint: write it as /a/b, or remove this line.',
  ],
  [
    '/a%2fb',
    'the alias "/a%2fb" holds "%2f", an encoded "/", which some servers decode into a folder separator\n  hint: write it as /a/b, or remove this line.',
  ],
  [
    '/a%5Cb',
    'the alias "/a%5Cb" holds "%5C", an encoded "\\", which some servers decode into a folder separator\n  hint: write it as /a/b, or remove this line.',
  ],
  [
    '/%2e%2e/x',
    'the alias "/%2e%2e/x" holds the segment "%2e%2e", an encoded "..", which leads out of its folder\n  hint: write it as /x, or remove this line.',
  ],
  [
    '//evil.example',
    'the alias "//evil.example" starts with //, which browsers read as the address of another site\n  hint: write it as /evil.example, or remove this line.',
  ],
  ['/a//b', 'the alias "/a//b" holds an empty segment (//)\n  hint: write it as /a/b, or remove this line.'],
  [
    '"/a\\nHeader always unset X"',
    'the alias "/a\\nHeader always unset X" holds a control character (\\n), which would break the host\'s configuration files\n  hint: write it as /a-header-always-unset-x, or remove this line.',
  ],
  [
    '"/a\\tb"',
    'the alias "/a\\tb" holds a control character (\\t), which would break the host\'s configuration files\n  hint: write it as /a-b, or remove this line.',
  ],
  [
    '/a%0D%0Ab',
    'the alias "/a%0D%0Ab" holds a control character (%0D), which would break the host\'s configuration files\n  hint: write it as /a-b, or remove this line.',
  ],
  ['/..', 'the alias "/.." holds the segment "..", which leads out of its folder\n  hint: remove this line.'],
  [
    "'/ancien/*'",
    'the alias "/ancien/*" holds a *, which the _redirects file of Netlify and Cloudflare reads as any address below\n  hint: write it as /ancien, or remove this line.',
  ],
];

const page = (front: string) =>
  `---\ntitle: Ancienne page\ndescription: Une page aux adresses douteuses.\n${front}\n---\n\nTexte.\n`;

let site: TempSite;
let problems: Problem[];
beforeAll(async () => {
  site = await createTempSite();
  for (const [index, [yaml]] of aliases.entries())
    await site.write(`content/pages/alias-${index}.md`, page(`aliases:\n  - /ok-${index}\n  - ${yaml}`));
  await site.write('content/pages/slug-dots.md', page('slug: ".."'));
  await site.write('content/pages/slug-backslash.md', page(`slug: 'offre\\ete'`));
  await site.write('content/pages/slug-encoded.md', page('slug: a%2F..'));
  await mkdir(path.join(site.root, 'content/pages/???'));
  await site.write('content/pages/???/page.md', page(''));
  problems = (await prepareSite({ root: site.root, overrides: { env: {} }, log: createMemoryLogger() })).problems;
});
afterAll(async () => {
  await site.remove();
  await rm(`/tmp/${escapee}.html`, { force: true });
});

const ofFile = (file: string) => problems.filter((problem) => problem.position.file === file);

describe('addresses from content (issue 29)', () => {
  it.each(aliases.map(([yaml, en], index) => [yaml, en, index] as const))(
    'refuses the alias %s at its line, with the address it should be',
    (_yaml, en, index) => {
      expect(ofFile(`content/pages/alias-${index}.md`).map(formatProblem)).toEqual([
        `content/pages/alias-${index}.md:6:5 aliases[1]: ${en}`,
      ]);
    },
  );

  it('tells each refusal in French', () => {
    const refusals = problems.filter((problem) => problem.position.file.startsWith('content/pages/alias-'));
    expect(refusals.filter((problem) => !problem.fr)).toEqual([]);
    expect(formatProblemIn(ofFile('content/pages/alias-0.md')[0]!, 'fr')).toBe(
      `content/pages/alias-0.md:6:5 aliases[1]${nb}: l’alias «${nb}/../../../../../../../../../../tmp/${escapee}${nb}» contient le segment «${nb}..${nb}», qui sort de son dossier\n  conseil${nb}: écrivez-le /tmp/${escapee}, ou supprimez cette ligne.`,
    );
    expect(formatProblemIn(ofFile('content/pages/alias-9.md')[0]!, 'fr')).toBe(
      `content/pages/alias-9.md:6:5 aliases[1]${nb}: l’alias «${nb}/a\\nHeader always unset X${nb}» contient un caractère de contrôle (\\n), qui casserait les fichiers de configuration de l’hébergeur\n  conseil${nb}: écrivez-le /a-header-always-unset-x, ou supprimez cette ligne.`,
    );
  });

  it('refuses a slug that is a dot segment, holds a backslash or an encoded separator', () => {
    expect(
      [
        ...ofFile('content/pages/slug-dots.md'),
        ...ofFile('content/pages/slug-backslash.md'),
        ...ofFile('content/pages/slug-encoded.md'),
      ].map(formatProblem),
    ).toEqual([
      'content/pages/slug-dots.md:4:7 slug: the slug ".." is the segment "..", which leads out of its folder\n  hint: remove this line, or write only letters, digits and hyphens, such as offre-ete.',
      'content/pages/slug-backslash.md:4:7 slug: the slug "offre\\ete" holds a backslash (\\), which browsers and some servers read as a /\n  hint: write it as offre-ete, or remove this line.',
      'content/pages/slug-encoded.md:4:7 slug: the slug "a%2F.." holds "%2F", an encoded "/", which some servers decode into a folder separator\n  hint: write it as a, or remove this line.',
    ]);
  });

  it('refuses a folder whose name leaves nothing for an address (it would make //page)', () => {
    expect(ofFile('content/pages/???/page.md').map(formatProblem)).toEqual([
      'content/pages/???/page.md the folder name "???" cannot make an address: an address keeps only the letters, digits and hyphens of a name\n  hint: rename the folder with letters or digits, such as content/pages/nom-du-dossier/page.md.',
    ]);
  });

  describe('a site whose only slips are two aliases leading out of out/', () => {
    let escapes: TempSite;
    beforeAll(async () => {
      escapes = await createTempSite();
      await escapes.write(
        'content/pages/ancienne.md',
        page(`aliases:\n  - /../public/injected\n  - /../../../../../../../../../../tmp/${escapee}`),
      );
    });
    afterAll(() => escapes.remove());
    const expected = [
      'content/pages/ancienne.md:5:5 aliases[0]: the alias "/../public/injected" holds the segment "..", which leads out of its folder\n  hint: write it as /public/injected, or remove this line.',
      `content/pages/ancienne.md:6:5 aliases[1]: ${aliases[0]![1]}`,
    ];

    it('site check reports them', async () => {
      expect((await checkSite({ root: escapes.root, env: {} })).problems.map(formatProblem)).toEqual(expected);
    });

    it('site build stops with them, writing nothing outside out/ (nor out/ itself)', async () => {
      const before = await treeSnapshot(path.join(escapes.root, 'public'));
      const failure = (await buildFixture({
        root: escapes.root,
      }).catch((error: unknown) => error)) as UserError;
      expect(failure.message).toBe(
        'Content check failed: 2 problems found. Nothing was written; the previous output is unchanged.',
      );
      expect(failure.problems.map(formatProblem)).toEqual(expected);
      expect(await treeSnapshot(path.join(escapes.root, 'public'))).toEqual(before);
      await expect(access(`/tmp/${escapee}.html`)).rejects.toThrow();
      await expect(access(path.join(escapes.root, 'out'))).rejects.toThrow();
    });
  });
});
