import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashedAssetsFolder, immutableCache, revalidatingCache } from '../../model/securityHeaders.js';
import { urlFormats, type HostRules, type UrlFormat } from './hostRules.js';
import { safeHostRules } from './safeHostRules.js';
import { userErrorOf } from '../messages/messageKind.js';
import { noHostRules } from '../messages/serveMessages.js';

/** The file of headers Netlify and Cloudflare Pages read, at the root of the output folder. */
export const headersFileName = '_headers';
/** The file of redirects Netlify and Cloudflare Pages read. */
export const redirectsFileName = '_redirects';

/**
 * `_headers`: the security headers for every address (`/*`), the year-long cache for `/assets/*`.
 * Pages keep the hosts' default cache, `public, max-age=0, must-revalidate` on both: a
 * Cache-Control under `/*` would be joined (comma-separated) to the one of `/assets/*`, since
 * both hosts apply every rule that matches. Its first line records the URL layout, the third
 * the base URL (whose host `site host-config nginx --tls-cert` redirects to).
 */
export function headersFile(hostRules: HostRules): string {
  const rules = safeHostRules(hostRules);
  const lines = [
    `# Written by "site build --format ${rules.format}": the Content-Security-Policy is the pages' <meta> plus frame-ancestors.`,
    ...(rules.baseUrl ? [`# Base URL: ${rules.baseUrl}`] : []),
    `# Pages keep the host's default cache (${rules.cache}); hashed assets are kept a year.`,
    '/*',
    ...rules.headers.map((header) => `  ${header.name}: ${header.value}`),
    `${rules.assets.folder}*`,
    `  Cache-Control: ${rules.assets.cache}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** `_redirects`: a permanent redirect per line, `from to 301`; empty when the site has no alias. */
export function redirectsFile(hostRules: HostRules): string {
  return safeHostRules(hostRules)
    .redirects.map(({ from, to }) => `${from} ${to} 301\n`)
    .join('');
}

/** The rules of `_headers` as written: each address pattern with its headers, in order. */
export function parseHeadersFile(text: string): {
  format?: UrlFormat;
  baseUrl?: string;
  rules: { pattern: string; headers: { name: string; value: string }[] }[];
} {
  const rules: { pattern: string; headers: { name: string; value: string }[] }[] = [];
  let format: UrlFormat | undefined;
  let baseUrl: string | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      format ??= urlFormats.find((candidate) => line.includes(`--format ${candidate}"`));
      baseUrl ??= /^# Base URL: (\S+)$/.exec(line)?.[1];
    } else if (/^\S/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (line.trim() !== '') {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
    }
  }
  return { format, baseUrl, rules };
}

/** The redirects of `_redirects`: `from to [status]` per line, `#` comments skipped. */
export function parseRedirectsFile(text: string): { from: string; to: string; status: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/**
 * The host rules of a built folder, read back from its `_headers` and `_redirects`: what
 * `site serve` sends and `site host-config` writes for a server. A folder built before these
 * files existed is a user error saying to build again.
 */
export function hostRulesFrom(
  dir: string,
  headersText: string | undefined,
  redirectsText: string | undefined,
): HostRules {
  const parsed = headersText === undefined ? undefined : parseHeadersFile(headersText);
  const all = parsed?.rules.find((rule) => rule.pattern === '/*');
  if (!parsed?.format || !all) throw userErrorOf(noHostRules, { dir, file: headersFileName });
  return {
    format: parsed.format,
    baseUrl: parsed.baseUrl,
    headers: all.headers,
    assets: {
      folder: hashedAssetsFolder,
      cache:
        parsed.rules
          .find((rule) => rule.pattern === `${hashedAssetsFolder}*`)
          ?.headers.find((header) => header.name === 'Cache-Control')?.value ?? immutableCache,
    },
    cache: revalidatingCache,
    redirects: parseRedirectsFile(redirectsText ?? '').map(({ from, to }) => ({ from, to })),
    notFound: '/404.html',
  };
}

/** Reads the host rules of the built folder `dir` (see hostRulesFrom). */
export async function readHostRules(dir: string): Promise<HostRules> {
  const read = (name: string) => readFile(path.join(dir, name), 'utf8').catch(() => undefined);
  return hostRulesFrom(dir, await read(headersFileName), await read(redirectsFileName));
}
