import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { errorLines } from '../../helpers/slipBuild.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
  const settings = await site.read('content/site.yaml');
  await site.write('content/site.yaml', settings.replace(/^ {2}host: .*$/m, '  host: "javascript:alert(1)//"'));
});
afterAll(() => site.remove());

describe('a placeholder in a YAML link (issue 40, point 2)', () => {
  it('cannot give a link its scheme: the link is checked as written, before its placeholders are filled', async () => {
    await site.edit('content/navigation.yaml', 'href: /fonctionnalites', 'href: "{legal.host}"');
    const built = await buildInProcess(site.root);
    expect(errorLines(built.stderr).slice(0, 1)).toEqual([
      'content/navigation.yaml:6:11 main[1].href: expected a link starting with /, #, https://, mailto: or tel:, got the text "{legal.host}"',
    ]);
    expect(built.french).toContain(
      'content/navigation.yaml:6:11 main[1].href\u00a0: attendu un lien commençant par /, #, https://, mailto: ou tel:, trouvé le texte «\u00a0{legal.host}\u00a0»',
    );
  });
});
