import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { sirenCheckFails, vatKeyWrong, vatOtherSiren } from '../messages/legalMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { partsOfVat, sirenOfRcs, spacedSiren, validSiren, vatKey } from '../../model/companyNumbers.js';
import type { LegalNotice } from '../../model/legalNotice.js';

/**
 * Problems of the company numbers of `legal:` in `content/site.yaml` whose form is right (the
 * schema checks the form): a SIREN whose Luhn check digit fails (in `rcs` or in `vat`), a VAT
 * number built on another SIREN than the RCS registration's, a VAT key that is not the one its
 * SIREN gives (saying the right one). Each at its field's line.
 */
export function legalNumbers(legal: LegalNotice | undefined, loaded: LoadedContent): Problem[] {
  if (!legal) return [];
  const file = 'content/site.yaml';
  const at = (key: string) => ({
    ...(loaded.files.get(file)?.source.locate(['legal', key]) ?? { file, line: 0, column: 0 }),
    field: `legal.${key}`,
  });
  const problems: Problem[] = [];
  const rcsSiren = legal.rcs ? sirenOfRcs(legal.rcs) : undefined;
  if (rcsSiren && !validSiren(rcsSiren))
    problems.push(problemOf(sirenCheckFails, { siren: spacedSiren(rcsSiren) }, at('rcs')));
  const vat = legal.vat ? partsOfVat(legal.vat) : undefined;
  if (!vat) return problems;
  if (rcsSiren && validSiren(rcsSiren) && vat.siren !== rcsSiren)
    problems.push(
      problemOf(
        vatOtherSiren,
        { vatSiren: vat.siren, rcsSiren, expected: `FR${vatKey(rcsSiren)}${rcsSiren}` },
        at('vat'),
      ),
    );
  else if (!validSiren(vat.siren)) {
    if (vat.siren !== rcsSiren) problems.push(problemOf(sirenCheckFails, { siren: spacedSiren(vat.siren) }, at('vat')));
  } else if (vat.key !== vatKey(vat.siren))
    problems.push(problemOf(vatKeyWrong, { key: vat.key, siren: vat.siren, expected: vatKey(vat.siren) }, at('vat')));
  return problems;
}
