import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { buildFixture } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { treeSnapshot } from '../../helpers/treeSnapshot.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  await buildFixture({ root: site.root });
});
afterAll(() => site.remove());

describe('a page of the new output folder deleted before the search stage reads it back', () => {
  it('is named as a write that failed, exit 1, out/ untouched', async () => {
    const before = await treeSnapshot(path.join(site.root, 'out'));
    // As another program could, right when the images are done and the search stage starts.
    const logger = createMemoryLogger();
    const stage = logger.stage;
    logger.stage = (name, detail, milliseconds) => {
      stage(name, detail, milliseconds);
      if (name !== 'encode') return;
      const [next] = readdirSync(site.root).filter((entry) => entry.startsWith('.out-next-'));
      rmSync(path.join(site.root, next!, 'centre-aide', 'index.html'));
    };
    const error = await buildFixture({ root: site.root, logger }).then(
      () => expect.unreachable('the build ends without error'),
      (failure: unknown) => failure,
    );
    expect(formatError(error, 'en')).toMatch(
      /^Could not write the site: \S*\.out-next-\d+-\w+\/centre-aide\/index\.html: it disappeared during the build \(was it deleted or moved\?\)\. Build again once nothing else changes the project\. \S*out is unchanged\.$/,
    );
    expect(formatError(error, 'fr')).toMatch(
      /^Impossible d’écrire le site\u00a0: \S*\/centre-aide\/index\.html\u00a0: il a disparu pendant la construction /,
    );
    expect(await treeSnapshot(path.join(site.root, 'out'))).toEqual(before);
  });
});
