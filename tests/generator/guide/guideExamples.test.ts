import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../../generator/cli.js';
import { formatError } from '../../../generator/errors.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { buildFixture } from '../../helpers/buildInProcess.js';
import { createTempSite, repoRoot, type TempSite } from '../../helpers/tempSite.js';
import { guideExamples, type GuideExample } from './guideExamples.js';
import { guideFolder, guidePages, isErrorFamily } from './guidePages.js';

const marker = (id: string) => `<!-- guide-example: ${id} -->\n\`\`\`\n`;

/** Breaks a copy of the fixture site as `example` says. */
async function brokenSite(example: GuideExample): Promise<TempSite> {
  const site = await createTempSite();
  for (const [file, search, replacement] of example.edits ?? []) await site.edit(file, search, replacement);
  for (const [file, what] of Object.entries(example.files ?? {})) {
    const full = path.join(site.root, file);
    if (what === null) await rm(full);
    else {
      await mkdir(path.dirname(full), { recursive: true });
      const copied = typeof what === 'string' ? what : await site.read(what.copy);
      const text = typeof what !== 'string' && what.replace ? copied.replace(...what.replace) : copied;
      await writeFile(full, typeof what !== 'string' && what.latin1 ? Buffer.from(text, 'latin1') : text);
    }
  }
  return site;
}

/**
 * What `site build --lang fr` prints as its error (warnings aside) for the fixture site broken as
 * `example` says: the build runs in-process, with only the example's environment variables; a
 * command-line mistake goes through the CLI's `main`, whose output is caught from console.error.
 */
async function realOutput(example: GuideExample): Promise<string> {
  const site = await brokenSite(example);
  try {
    if (example.args) {
      const printed: string[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void printed.push(String(line)));
      try {
        expect(await main(['--lang', 'fr', 'build', ...example.args], { toolRoot: repoRoot, cwd: site.root })).toBe(2);
      } finally {
        spy.mockRestore();
      }
      return shown(example, printed.join('\n').trim());
    }
    const error = await buildFixture({
      root: site.root,
      env: { ...example.env },
      logger: createMemoryLogger('fr'),
    }).then(
      () => expect.unreachable(`the example ${example.id} builds without error`),
      (error: unknown) => error,
    );
    return shown(example, formatError(error, 'fr'));
  } finally {
    await site.remove();
  }
}

/** The part of the output the guide shows. */
function shown(example: GuideExample, output: string): string {
  if (example.cutAfter) {
    const lines = output.split('\n');
    return [...lines.slice(0, lines.findIndex((line) => line.startsWith(example.cutAfter!)) + 1), '…'].join('\n');
  }
  const cut = output.lastIndexOf('\n\n');
  const [problems, closing] = cut < 0 ? [output, ''] : [output.slice(0, cut), output.slice(cut + 2)];
  let list = problems;
  if (example.first !== undefined) {
    const starts = [...problems.matchAll(/^(?! {2})/gm)].map((match) => match.index);
    list = `${problems.slice(0, starts[example.first]! - 1)}\n…`;
    return example.closing ? `${list}\n${closing}` : list;
  }
  return example.closing ? `${list}\n\n${closing}` : list;
}

/** The block after each marker of a page, by id. */
function guideBlocks(page: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of page.matchAll(/<!-- guide-example: (\S+) -->\n```\n([\s\S]*?)```/g))
    blocks.set(match[1]!, match[2]!.replace(/\n$/, ''));
  return blocks;
}

const update = process.env.UPDATE_GUIDE === '1';

describe('the error examples of the guide (docs/guide/erreurs-*.md)', () => {
  it('mark every output block of the message pages with an example id, each id once', async () => {
    const unmarked: string[] = [];
    const ids: string[] = [];
    for (const [name, page] of await guidePages()) {
      if (!isErrorFamily(name)) continue;
      const lines = page.split('\n');
      let open = false;
      lines.forEach((line, index) => {
        if (!line.startsWith('```')) return;
        if (!open && line === '```' && !lines[index - 1]!.startsWith('<!-- guide-example:'))
          unmarked.push(`${name}: ${lines[index + 1]!}`);
        open = !open;
      });
      ids.push(...guideBlocks(page).keys());
    }
    expect(unmarked).toEqual([]);
    expect(ids.sort()).toEqual(guideExamples.map((example) => example.id).sort());
  });

  it(
    'are what the build prints in French for each slip on the fixture site (UPDATE_GUIDE=1 writes them)',
    { timeout: 600_000 },
    async () => {
      const real = new Map<string, string>();
      // The command-line example first and alone: its output is caught from console.error.
      for (const example of guideExamples.filter((candidate) => candidate.args))
        real.set(example.id, await realOutput(example));
      const queue = guideExamples.filter((candidate) => !candidate.args);
      await Promise.all(
        [1, 2].map(async () => {
          for (let example = queue.shift(); example; example = queue.shift())
            real.set(example.id, await realOutput(example));
        }),
      );
      const written = new Map<string, string>();
      for (const [name, original] of await guidePages()) {
        let page = original;
        if (update) {
          for (const [id, output] of real) {
            if (!page.includes(marker(id))) continue;
            const start = page.indexOf(marker(id)) + marker(id).length;
            page = `${page.slice(0, start)}${output}\n${page.slice(page.indexOf('```', start))}`;
          }
          if (page !== original) await writeFile(path.join(guideFolder, name), page);
        }
        for (const [id, block] of guideBlocks(page)) written.set(id, block);
      }
      expect(Object.fromEntries(guideExamples.map(({ id }) => [id, written.get(id)]))).toEqual(
        Object.fromEntries(guideExamples.map(({ id }) => [id, real.get(id)])),
      );
    },
  );
});
