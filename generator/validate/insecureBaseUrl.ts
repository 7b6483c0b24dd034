import type { Problem } from '../errors.js';
import type { LoadedContent } from '../load/loadContent.js';
import { problemOf, type Bilingual } from '../messages/messageKind.js';
import { insecureBaseUrl as insecure } from '../messages/pageMessages.js';
import { formatProblemIn } from '../errors.js';
import type { Overrides } from './overrides.js';

/** Addresses of this computer: `site build --base-url http://localhost:8080` previews a site, it does not publish it. */
const thisComputer = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])$/i;

/**
 * The site's address (`baseUrl`, after `SITE_BASE_URL` and `--base-url`) in `http://`: every
 * canonical address, the sitemap and the social cards would send search engines and visitors to
 * an unencrypted site, which browsers mark « Not secure ». A warning on `site check` and
 * `site build`, where the editor wrote it (an address of this computer, for a preview, says
 * nothing); a refusal with `--production`, whatever the host. Undefined for an `https://` address.
 */
export function insecureBaseUrl({
  baseUrl,
  loaded,
  overrides,
  production,
}: {
  baseUrl: string;
  loaded: LoadedContent;
  overrides: Pick<Overrides, 'env' | 'baseUrl'>;
  production: boolean;
}): { problem?: Problem; warning?: Bilingual } | undefined {
  if (!/^http:\/\//i.test(baseUrl)) return undefined;
  const host = URL.canParse(baseUrl) ? new URL(baseUrl).hostname : '';
  if (!production && thisComputer.test(host)) return undefined;
  const setting = overrides.baseUrl?.trim()
    ? '--base-url'
    : overrides.env.SITE_BASE_URL?.trim()
      ? 'SITE_BASE_URL'
      : 'baseUrl';
  const file = 'content/site.yaml';
  const position =
    setting === 'baseUrl'
      ? (loaded.files.get(file)?.source.locate(['baseUrl']) ?? { file, line: 0, column: 0 })
      : { file: setting === '--base-url' ? 'command line' : 'environment', line: 0, column: 0 };
  const secure = baseUrl.replace(/^http:/i, 'https:');
  const problem = problemOf(insecure, { url: baseUrl, secure, production, setting }, { ...position, field: setting });
  if (production) return { problem };
  return { warning: { en: formatProblemIn(problem, 'en'), fr: formatProblemIn(problem, 'fr') } };
}
