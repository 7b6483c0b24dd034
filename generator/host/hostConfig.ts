import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readHostRules } from './hostFiles.js';
import { htaccess } from './htaccess.js';
import { nginxConfig, type TlsPlace } from './nginxConfig.js';
import { userErrorOf } from '../messages/messageKind.js';
import { baseUrlNotRecorded, configInsideSite, tlsNeedsHttps } from '../messages/hostMessages.js';
import { nothingBuilt } from '../messages/serveMessages.js';

/** The servers `site host-config` writes a configuration for. */
export const hostServers = ['nginx', 'apache'] as const;
export type HostServer = (typeof hostServers)[number];

/** What `site host-config` is asked for. */
export interface HostConfigOptions {
  server: HostServer;
  /** The built folder, whose `_headers` and `_redirects` say what to send. */
  dir: string;
  /** Where the folder lies on the server (nginx `root`); default: `dir` itself. */
  root?: string;
  /** nginx `listen`: a port or address:port. Default 80. */
  listen?: string;
  /** A file to write the configuration to, instead of returning it for printing; never inside `dir`, which is published. */
  output?: string;
  /** nginx only: serve HTTPS with this certificate and key (paths on the server), and send plain HTTP (`listen`) to it. */
  tls?: { certificate: string; key: string; /** `listen` of the HTTPS server; default 443. */ listen?: string };
}

/**
 * The configuration of `server` for the site built in `dir`, from the same host rules as its
 * `_headers` and `_redirects`. Returns the text, or writes it to `output` and returns nothing.
 */
export async function hostConfig(options: HostConfigOptions): Promise<string | undefined> {
  const dir = path.resolve(options.dir);
  if (!(await stat(dir).catch(() => undefined))?.isDirectory())
    throw userErrorOf(nothingBuilt, { dir, action: 'configure' });
  const rules = await readHostRules(dir);
  const text =
    options.server === 'nginx'
      ? nginxConfig(rules, {
          root: path.resolve(options.root ?? dir),
          listen: options.listen ?? '80',
          tls: options.tls && tlsPlace(dir, rules.baseUrl, options.tls),
        })
      : htaccess(rules);
  if (!options.output) return text;
  const output = path.resolve(options.output);
  if (output === dir || output.startsWith(dir + path.sep)) {
    const example = options.server === 'nginx' ? 'site.nginx.conf' : 'site.htaccess';
    throw userErrorOf(configInsideSite, { output, dir, example }, 2);
  }
  await writeFile(output, text);
  return undefined;
}

/** The HTTPS server's place: the redirect goes to the host of the base URL the site was built for, which must be https. */
function tlsPlace(dir: string, baseUrl: string | undefined, tls: NonNullable<HostConfigOptions['tls']>): TlsPlace {
  if (!baseUrl) throw userErrorOf(baseUrlNotRecorded, { dir });
  if (!baseUrl.startsWith('https://')) throw userErrorOf(tlsNeedsHttps, { baseUrl }, 2);
  return {
    certificate: path.resolve(tls.certificate),
    key: path.resolve(tls.key),
    listen: tls.listen ?? '443',
    origin: new URL(baseUrl).origin,
  };
}
