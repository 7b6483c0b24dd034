import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../generator/check.js';
import { formatProblem, isUserError } from '../../generator/errors.js';
import { createMemoryLogger } from '../../generator/log.js';
import { prepareSite } from '../../generator/prepareSite.js';
import { runCli } from '../helpers/runCli.js';
import { createTempSite, type TempSite } from '../helpers/tempSite.js';

let site: TempSite;
beforeEach(async () => {
  site = await createTempSite();
});
afterEach(() => site.remove());

const prepare = (env: Record<string, string> = {}, baseUrl?: string) =>
  prepareSite({ root: site.root, overrides: { env, baseUrl }, log: createMemoryLogger() });
const lineOf = async (file: string, text: string) =>
  (await site.read(file)).split('\n').findIndex((line) => line.includes(text)) + 1;
/** The problems prepareSite throws when nothing further can run. */
async function fatal(env: Record<string, string> = {}, baseUrl?: string): Promise<string[]> {
  const error = await prepare(env, baseUrl).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isUserError(error)) throw new Error(`expected a user error, got ${String(error)}`);
  return error.problems.map(formatProblem);
}
const placeholderHint =
  '  hint: placeholders available: {brand}, {product}, {email}, {phone}, {address}, {siteUrl}, {legal.company}, {legal.form}, {legal.capital}, {legal.rcs}, {legal.vat}, {legal.headOffice}, {legal.director}, {legal.host}, {legal.hostName}, {legal.hostAddress}, {legal.hostPhone}, {legal.dpoEmail}.';

describe('prepareSite', () => {
  it('reports a schema error, an unknown placeholder and a route problem in three files in one run, and routes the rest', async () => {
    await site.edit('content/local/nancy.yaml', 'title:', 'titel:');
    await site.write(
      'content/pages/guide.md',
      '---\ntitle: Guide\ndescription: Un guide.\n---\n\nÉcrivez à {emial}.\n',
    );
    await site.write(
      'content/local/index.yaml',
      (await site.read('content/local/metz.yaml')).replace('name: Metz', 'name: Accueil'),
    );
    const expected = [
      `Unknown field "titel" in content/local/nancy.yaml:${await lineOf('content/local/nancy.yaml', 'titel:')} — did you mean "title"?\n  hint: rename it to "title", or remove it.`,
      'content/local/index.yaml two pages would be written to index.html: this one, at /index, and content/home.yaml, at /\n  hint: rename or move one of the two files so that each page has its own address.',
      `content/pages/guide.md:6:11 unknown placeholder {emial} — did you mean {email}?\n${placeholderHint}`,
    ];
    const prepared = await prepare();
    expect(prepared.problems.map(formatProblem).sort()).toEqual(expected);
    const paths = prepared.routes.map((route) => route.path);
    expect(paths).toContain('/metz');
    expect(paths.filter((path) => ['/nancy', '/guide', '/index'].includes(path))).toEqual([]);
    expect(prepared.routes.find((route) => route.file === 'index.html')?.sources[0]).toBe('content/home.yaml');
    expect(prepared.leftOut.sort()).toEqual(['/guide', '/index', '/nancy']);

    // The footer still links to /nancy and /index: no second, misleading dead link; a real one is still found.
    await site.write(
      'content/pages/liens.md',
      '---\ntitle: Liens\ndescription: Des liens.\n---\n\n[Nancy](/nancy), [guide](/guide#haut) et [perdu](/perdu).\n',
    );
    const checked = (await checkSite({ root: site.root, env: {} })).problems.map(formatProblem).sort();
    expect(checked).toEqual([
      ...expected,
      'content/pages/liens.md:6:50 dead link /perdu: no page at /perdu (linked from /liens)\n  hint: correct the address, or create the page or the section it points to.',
    ]);

    const run = await runCli(['check'], site.root);
    expect(run.code).toBe(1);
    for (const problem of checked) expect(run.stderr).toContain(problem);
    expect(run.stderr.trim().split('\n').at(-1)).toBe('4 problems found.');
  });

  it('stops with every problem found so far when a file every page reads is invalid', async () => {
    await site.edit('content/site.yaml', 'availability: 99.5', 'availability: haute');
    await site.edit('content/local/nancy.yaml', 'title:', 'titel:');
    const found = await fatal();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^Unknown field "titel" in content\/local\/nancy\.yaml:\d+ — did you mean "title"\?/);
    expect(found[1]).toMatch(
      /^content\/site\.yaml:\d+:17 claims\.availability: expected a number, got the text "haute"\n/,
    );
  });

  it('looks placeholders up as own keys only', async () => {
    // `{__proto__}` is not a placeholder: Markdown reads `__proto__` as bold, like any `__word__`.
    await site.write(
      'content/pages/guide.md',
      '---\ntitle: Guide\ndescription: Un guide.\n---\n{constructor} {toString} {valueOf__} {hasOwnProperty}\n',
    );
    expect((await prepare()).problems.map(formatProblem)).toEqual([
      `content/pages/guide.md:5:1 unknown placeholder {constructor}\n${placeholderHint}`,
      `content/pages/guide.md:5:15 unknown placeholder {toString}\n${placeholderHint}`,
      `content/pages/guide.md:5:26 unknown placeholder {valueOf__}\n${placeholderHint}`,
      `content/pages/guide.md:5:38 unknown placeholder {hasOwnProperty}\n${placeholderHint}`,
    ]);
  });

  it('refuses a Latin-1 Markdown or YAML file at the line of its first foreign byte', async () => {
    await site.write('content/pages/guide.md', '');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      `${site.root}/content/pages/guide.md`,
      Buffer.from('---\ntitle: Guide\ndescription: Un guide d\xe9taill\xe9.\n---\n', 'latin1'),
    );
    expect((await prepare()).problems.map(formatProblem)).toEqual([
      'content/pages/guide.md:3:24 this file is not written in UTF-8 (byte 0xE9 here)\n  hint: save the file again as UTF-8 in your editor (it was probably saved as Latin-1 or Windows-1252, where "é" is one byte); no need to retype it.',
    ]);
  });
});

describe('the base URL', () => {
  it('is refused in content/site.yaml with a query, a fragment or credentials', async () => {
    await site.edit('content/site.yaml', 'baseUrl: https://www.telorys.fr', 'baseUrl: https://www.telorys.fr/?q=1#f');
    const line = await lineOf('content/site.yaml', 'baseUrl:');
    expect(await fatal()).toEqual([
      `content/site.yaml:${line}:10 baseUrl: expected the address of the site alone, without a query (?q=1), got the text "https://www.telorys.fr/?q=1#f"\n  hint: write the address alone: baseUrl: https://www.telorys.fr`,
    ]);
    await site.edit('content/site.yaml', 'https://www.telorys.fr/?q=1#f', 'https://moi:secret@www.telorys.fr/site/');
    expect((await fatal())[0]).toBe(
      `content/site.yaml:${line}:10 baseUrl: expected the address of the site alone, without a user name or password (moi:…@), got the text "https://moi:secret@www.telorys.fr/site/"\n  hint: write the address alone: baseUrl: https://www.telorys.fr/site`,
    );
  });

  it('is refused from SITE_BASE_URL or --base-url, naming which', async () => {
    const { problems } = await prepare({ SITE_BASE_URL: 'https://x.fr/#f' }, 'https://x.fr/cgv?q=1');
    expect(problems.map(formatProblem)).toEqual([
      'environment SITE_BASE_URL: expected the address of the site alone, without a fragment (#f), got "https://x.fr/#f"\n  hint: set SITE_BASE_URL to https://x.fr',
      'command line --base-url: expected the address of the site alone, without a query (?q=1), got "https://x.fr/cgv?q=1"\n  hint: set --base-url to https://x.fr/cgv',
    ]);
  });
});
