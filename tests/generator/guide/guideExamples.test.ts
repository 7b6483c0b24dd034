import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/runSite.js';
import { createTempSite, repoRoot } from '../../helpers/tempSite.js';
import { guideExamples, type GuideExample } from './guideExamples.js';

const guideFile = path.join(repoRoot, 'docs/CONTENT.md');
const marker = (id: string) => `<!-- guide-example: ${id} -->\n\`\`\`\n`;

/** What `site build` prints (warnings aside) for the fixture site broken as `example` says. */
async function realOutput(example: GuideExample): Promise<string> {
  const site = await createTempSite();
  try {
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
    const { stderr } = await runSite(['build', ...(example.args ?? [])], site.root, example.env);
    return shown(example, stderr.split('\n').filter((line) => !line.startsWith('warning: ')).join('\n').trim());
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

/** The block after each marker of the guide, by id. */
function guideBlocks(guide: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of guide.matchAll(/<!-- guide-example: (\S+) -->\n```\n([\s\S]*?)```/g)) blocks.set(match[1]!, match[2]!.replace(/\n$/, ''));
  return blocks;
}

const update = process.env.UPDATE_GUIDE === '1';

describe('the error examples of docs/CONTENT.md', () => {
  it('mark every output block of sections 5.3 and 5.4 with an example id', async () => {
    const guide = await readFile(guideFile, 'utf8');
    const sections = guide.slice(guide.indexOf('### 5.3 '), guide.indexOf('### 5.5 '));
    const lines = sections.split('\n');
    const unmarked: string[] = [];
    let open = false;
    lines.forEach((line, index) => {
      if (!line.startsWith('```')) return;
      if (!open && line === '```' && !lines[index - 1]!.startsWith('<!-- guide-example:')) unmarked.push(lines[index + 1]!);
      open = !open;
    });
    expect(unmarked).toEqual([]);
    expect([...guideBlocks(sections).keys()].sort()).toEqual(guideExamples.map((example) => example.id).sort());
  });

  it('are what the build prints for each slip on the fixture site (UPDATE_GUIDE=1 writes them)', { timeout: 600_000 }, async () => {
    const real = new Map<string, string>();
    const queue = [...guideExamples];
    await Promise.all([1, 2, 3].map(async () => {
      for (let example = queue.shift(); example; example = queue.shift()) real.set(example.id, await realOutput(example));
    }));
    let guide = await readFile(guideFile, 'utf8');
    if (update) {
      for (const [id, output] of real) {
        const start = guide.indexOf(marker(id)) + marker(id).length;
        guide = `${guide.slice(0, start)}${output}\n${guide.slice(guide.indexOf('```', start))}`;
      }
      await writeFile(guideFile, guide);
    }
    const written = guideBlocks(guide);
    expect(Object.fromEntries(guideExamples.map(({ id }) => [id, written.get(id)]))).toEqual(Object.fromEntries(guideExamples.map(({ id }) => [id, real.get(id)])));
  });
});
