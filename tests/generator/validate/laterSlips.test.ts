import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../generator/errors.js';
import { loadContent, type LoadedContent } from '../../../generator/load/loadContent.js';
import type { Bilingual } from '../../../generator/messages/messageKind.js';
import type { SlipSources } from '../../../generator/validate/contentSlips.js';
import { checkContent } from '../../../generator/validate/validateContent.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

// `site dev` works out the warnings of the editors' slips once saves pause, not on the way to the
// reload (a third of a `site.yaml` save at 10,000 pages): what it tells must be what `site build`
// tells, problems included, however late it is worked out.
let site: TempSite;
let loaded: LoadedContent;
const overrides = { env: {}, today: '2026-12-02' };

beforeAll(async () => {
  site = await createTempSite();
  // Slips across files: a sector copied with its text kept, the brand written out where the
  // original has its placeholder (compared as written, not as filled); a title ending with the brand.
  await site.edit('content/sectors/education.yaml', 'Un standard qui', 'Le standard {brand} qui');
  const education = await site.read('content/sectors/education.yaml');
  const copy = education.replace('order: 1', 'order: 4').replace('{brand}', 'Telorys');
  await site.write('content/sectors/ecoles.yaml', copy);
  await site.edit('content/pages/cgv.md', 'title: Conditions générales de vente', 'title: CGV | Telorys');
  // Slips in values: a percentage over 100; a date before 2000, from a rule that also refuses.
  await site.edit('content/pages/cgv.md', 'updated: 2025-08-27', 'updated: 1925-08-27');
  await site.edit('content/site.yaml', 'Réponse sous 8 heures', 'Réponse sous 8 heures, 150 % de satisfaction');
  // A refusal of each kind: a date to come, a town page copied under another name.
  await site.write(
    'content/pages/mentions-legales.md',
    (await site.read('content/pages/mentions-legales.md')).replace(/^updated: .*$/m, 'updated: 2031-01-01'),
  );
  await site.write('content/local/metz - Copie.yaml', await site.read('content/local/metz.yaml'));
  loaded = await loadContent(site.root);
}, 30_000);
afterAll(() => site.remove());

const texts = (warnings: readonly (Bilingual | string)[]) =>
  warnings.map((warning) => (typeof warning === 'string' ? warning : warning.en)).sort();

describe('the slips site dev tells once saves pause', () => {
  it('are the warnings a build tells, worked out from the content as it was checked', () => {
    const built = checkContent(loaded, overrides);
    let later: ((sources: SlipSources) => Bilingual[]) | undefined;
    const dev = checkContent(loaded, { ...overrides, laterSlips: (work) => (later = work) });
    expect(later).toBeDefined();
    const deferred = later!({ loaded, towns: dev.content!.towns });
    // The fixture's slips are there, and none of them was worked out while checking.
    const told = texts(deferred).join('\n');
    expect(told).toContain("content/sectors/education.yaml:11:16 page.description: 99 % of this page's text");
    expect(told).toContain('content/pages/cgv.md:2:8 title: this title ends with "| Telorys"');
    expect(told).toContain('contact.emailSupportDelay: 150 % is more than 100 %');
    // The warnings of a rule that may refuse are told while checking, with its problems.
    expect(texts(dev.warnings).join('\n')).toContain('1925-08-27');
    for (const warning of texts(deferred)) expect(texts(dev.warnings)).not.toContain(warning);
    expect(texts([...dev.warnings, ...deferred])).toEqual(texts(built.warnings));
    // What a slip refuses is refused while checking, as a build does.
    expect(dev.problems.map(formatProblem).sort()).toEqual(built.problems.map(formatProblem).sort());
    expect(dev.problems.map(formatProblem).join('\n')).toContain('2031-01-01');
    expect(dev.problems.map(formatProblem).join('\n')).toContain('metz - Copie.yaml');
  });
});
