import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { readHostRules } from './hostFiles.js';
import { htaccess } from './htaccess.js';
import { nginxConfig, type TlsPlace } from './nginxConfig.js';

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
    throw new UserError(`Nothing to configure: the folder ${dir} does not exist. Run "site build" first.`);
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
    throw new UserError(
      `Refusing to write ${output}: it lies inside ${dir}, which is published with the site. Write it elsewhere, such as --output ${options.server === 'nginx' ? 'site.nginx.conf' : 'site.htaccess'}.`,
      { exitCode: 2 },
    );
  }
  await writeFile(output, text);
  return undefined;
}

/** The HTTPS server's place: the redirect goes to the host of the base URL the site was built for, which must be https. */
function tlsPlace(dir: string, baseUrl: string | undefined, tls: NonNullable<HostConfigOptions['tls']>): TlsPlace {
  if (!baseUrl)
    throw new UserError(
      `${dir} was built before its base URL was recorded in _headers. Build the site again: site build`,
    );
  if (!baseUrl.startsWith('https://'))
    throw new UserError(
      `--tls-cert serves the site over HTTPS, but it was built for ${baseUrl}. Build it for its https:// address: site build --base-url https://…`,
      { exitCode: 2 },
    );
  return {
    certificate: path.resolve(tls.certificate),
    key: path.resolve(tls.key),
    listen: tls.listen ?? '443',
    origin: new URL(baseUrl).origin,
  };
}
