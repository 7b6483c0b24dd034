import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { buildSlip, errorLines, replace } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  expect((await buildInProcess(site.root)).code).toBe(0);
});
afterAll(() => site.remove());

const refused = 'Content check failed: 1 problem found. Nothing was written; the previous output is unchanged.';
const metz = 'content/local/metz.yaml';
/** Metz's contact with the periods given, written after its usual hours (line 22). */
const withPeriods = (periods: string) => replace('  hours: 8h–18h\n', `  hours: 8h–18h\n  temporaryHours:\n${periods}`);
const period = (label: string, from: string, to: string, hours = '9h–17h') =>
  `    - label: ${label}\n      from: ${from}\n      to: ${to}\n      hours: ${hours}\n`;

describe('temporary hours of a local page', () => {
  it('shows a period to come with its dates beside the usual hours, drops an ended one with a warning, and gives search engines validFrom and validThrough', async () => {
    const result = await buildSlip(site, {
      [metz]: withPeriods(
        period('Horaires d’été', '2020-08-01', '2020-08-31') +
          period('Fêtes de fin d’année', '2098-12-24', '2098-12-31', '9h–12h'),
      ),
    });
    expect(result.code).toBe(0);
    expect(errorLines(result.stderr)).toEqual([
      expect.stringMatching(
        /^warning: content\/local\/metz\.yaml:26:11 contact\.temporaryHours\[0\]\.to: the period "Horaires d’été" ended on 2020-08-31 \(today is \d{4}-\d{2}-\d{2}\): the pages no longer show it$/,
      ),
      '  hint: remove the period from temporaryHours (its label, from, to and hours lines); the usual hours are shown again already.',
    ]);
    expect(errorLines(result.french)[0]).toMatch(
      /^avertissement\u00a0: content\/local\/metz\.yaml:26:11 contact\.temporaryHours\[0\]\.to\u00a0: la période «\u00a0Horaires d’été\u00a0» s’est terminée le 2020-08-31 \(nous sommes le \d{4}-\d{2}-\d{2}\)\u00a0: les pages ne l’affichent plus$/,
    );
  });

  it('renders the period and the usual hours on the page, and the period in the JSON-LD', async () => {
    const text = await site.read(metz);
    await site.edit(
      metz,
      '  hours: 8h–18h\n',
      `  hours: 8h–18h\n  temporaryHours:\n${period('Horaires d’été', '2020-08-01', '2020-08-31')}${period('Fêtes de fin d’année', '2098-12-24', '2098-12-31', '9h–12h')}`,
    );
    const built = await buildInProcess(site.root);
    await site.write(metz, text);
    expect(built.code).toBe(0);
    const html = await readFile(path.join(site.root, 'out', 'metz.html'), 'utf8');
    expect(html).toContain(
      '<li data-until="2098-12-31"><strong>Fêtes de fin d’année</strong>, du 24 au 31\u00a0décembre\u00a02098\u00a0: du lundi au vendredi, 9h–12h</li>',
    );
    expect(html).toContain('Horaires habituels\u00a0: du lundi au vendredi, 8h–18h');
    expect(html).not.toContain('Horaires d’été');
    expect(html).toContain('Nous vous répondons aux horaires ci-dessous.');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    const service = jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'Service');
    expect(service.availableChannel.servicePhone.hoursAvailable).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '18:00' }),
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '12:00',
        validFrom: '2098-12-24',
        validThrough: '2098-12-31',
      },
    ]);
  });
});

describe('temporary hours refused', () => {
  it('refuses a period that ends before it starts, at its to line, in both languages', async () => {
    const result = await buildSlip(site, { [metz]: withPeriods(period('Horaires d’été', '2098-08-31', '2098-08-01')) });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      expect.stringMatching(
        /^content\/local\/metz\.yaml:26:11 contact\.temporaryHours\[0\]\.to: expected "to" on or after "from": the period ends before it starts/,
      ),
      '  hint: write the last day of the period in to, the first in from, both YYYY-MM-DD.',
      refused,
    ]);
    expect(errorLines(result.french)[0]).toContain(
      'contact.temporaryHours[0].to\u00a0: attendu «\u00a0to\u00a0» le même jour que «\u00a0from\u00a0» ou après\u00a0: la période finit avant de commencer',
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses a day that does not exist', async () => {
    const result = await buildSlip(site, {
      [metz]: withPeriods(period('Horaires d’hiver', '2098-02-01', '2098-02-30')),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)[0]).toMatch(
      /^content\/local\/metz\.yaml:26:11 contact\.temporaryHours\[0\]\.to: /,
    );
    expect(result.outUnchanged).toBe(true);
  });

  it('refuses two periods that share days, at the second one’s from', async () => {
    const result = await buildSlip(site, {
      [metz]: withPeriods(
        period('Horaires d’été', '2098-07-15', '2098-08-31') + period('Congés', '2098-08-20', '2098-09-05', '10h–12h'),
      ),
    });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      'content/local/metz.yaml:29:13 contact.temporaryHours[1].from: expected periods that do not overlap: this one shares days with a period above it, got the text "2098-08-20"',
      '  hint: start it the day after the other period ends, or make the two one period.',
      refused,
    ]);
    expect(errorLines(result.french)[0]).toContain(
      'content/local/metz.yaml:29:13 contact.temporaryHours[1].from\u00a0: attendu des périodes qui ne se chevauchent pas\u00a0: celle-ci a des jours en commun avec une période au-dessus',
    );
    expect(result.outUnchanged).toBe(true);
  });
});
