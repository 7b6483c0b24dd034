import { InvalidArgumentError } from 'commander';
import { hostName } from './serve/hostAllowed.js';

/** A port given on the command line: a whole number from 1 to 65535. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535)
    throw new InvalidArgumentError(`The port must be a whole number from 1 to 65535, not "${value}".`);
  return port;
}

export const productionHelp =
  'also refuse a site not ready to publish: quote and demo requests that reach nobody (no requests webhook and no EmailJS keys), a legal notice missing a field (legal: in content/site.yaml)';

export const allowedHostHelp =
  'also answer requests for this host name (repeatable); only localhost, 127.0.0.1 and [::1] are answered otherwise, against DNS rebinding';

/** Adds one `--allowed-host` to those given before it. */
export function collectHost(value: string, previous: string[]): string[] {
  const name = hostName(value);
  if (!name)
    throw new InvalidArgumentError(
      `--allowed-host takes a host name such as site.test or 192.168.1.20, not "${value}".`,
    );
  return [...previous, name];
}

/** A base URL given on the command line: a full http or https address. */
export function parseUrl(value: string): string {
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value;
  } catch {
    // reported below
  }
  throw new InvalidArgumentError(`The base URL must be a full address such as https://www.example.fr, not "${value}".`);
}
