import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build.js';
import { formatProblem, type UserError } from '../../generator/errors.js';
import { createMemoryLogger } from '../../generator/log.js';
import { buildInProcess } from '../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../helpers/tempSite.js';
import { treeSnapshot } from '../helpers/treeSnapshot.js';

/** A page whose front matter is invalid: prepareSite reports it and leaves it out without stopping. */
const extraPage = '---\ntitle: ""\ndescription: Une page sans titre.\n---\n\nTexte.\n';

let site: TempSite;
/** Built once: each test breaks the site, checks that out/ stayed as it was, and mends it. */
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

describe('buildSite', () => {
  it('leaves out/ byte for byte and inode for inode as it was when the link check fails', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    // Every page, the home page's index.html included, would change.
    await site.edit('content/navigation.yaml', 'href: /#secteurs', 'href: /nulle-part');
    try {
      const result = await buildInProcess(site.root);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^content\/navigation\.yaml:\d+:\d+ dead link \/nulle-part: no page at \/nulle-part \(linked from /m,
      );
      expect(result.stderr).toMatch(
        /\n\nLink check failed: 1 problem found\. Nothing was written; the previous output is unchanged\.\n$/,
      );
      expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
      expect((await readdir(site.root)).filter((name) => name.startsWith('.out-'))).toEqual([]);
    } finally {
      await site.edit('content/navigation.yaml', 'href: /nulle-part', 'href: /#secteurs');
    }
  });

  it('stops once with the problems of the content stages and every dead link, writing nothing', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    await site.edit('content/navigation.yaml', 'href: /#secteurs', 'href: /nulle-part');
    await site.write('content/pages/extra.md', extraPage);
    try {
      const failure = (await buildSite({
        root: site.root,
        toolRoot: repoRoot,
        env: {},
        logger: createMemoryLogger(),
      }).catch((error: unknown) => error)) as UserError;
      expect(failure.message).toBe(
        'Content check failed: 2 problems found. Nothing was written; the previous output is unchanged.',
      );
      expect(failure.problems.map(formatProblem)).toEqual([
        expect.stringMatching(/^content\/navigation\.yaml:\d+:\d+ dead link \/nulle-part: /),
        'content/pages/extra.md:2:8 title: expected text, got an empty text\n  hint: write the text after "title:".',
      ]);
      expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
      expect((await readdir(site.root)).filter((name) => name.startsWith('.out-'))).toEqual([]);
    } finally {
      await rm(path.join(site.root, 'content/pages/extra.md'));
      await site.edit('content/navigation.yaml', 'href: /nulle-part', 'href: /#secteurs');
    }
  });

  it('times each stage on its own line, the link check apart from rendering and writing', async () => {
    const logger = createMemoryLogger();
    await buildSite({ root: site.root, toolRoot: repoRoot, env: {}, logger });
    expect(logger.lines.filter((line) => !line.startsWith('page ')).map((line) => line.split(' ')[0])).toEqual([
      'load',
      'validate',
      'route',
      'images',
      'bundle',
      'render',
      'links',
      'encode',
      'search',
      'write',
      'Built',
    ]);
    expect(logger.lines).toContain('links every link leads somewhere');
  });
});
