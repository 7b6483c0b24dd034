/** The names of this machine a browser sends as `Host` when it opens the local server. */
const loopback = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host name of a `Host` header, lower-cased and without its port (`LOCALHOST:3000` →
 * `localhost`, `[::1]:3000` → `[::1]`); undefined when the header is absent or not a host.
 */
export function hostName(hostHeader: string | undefined): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(hostHeader ?? '');
  return match?.[1]?.toLowerCase();
}

/**
 * Whether `site dev` and `site serve` answer a request with this `Host` header: one naming this
 * machine (`localhost`, `127.0.0.1`, `[::1]`) or a name given with `--allowed-host`, whatever
 * its port and case. A page on a domain its owner pointed at 127.0.0.1 (DNS rebinding) sends its
 * own domain, and would otherwise read the pages, the drafts and the dev event stream, whose
 * problems hold file paths and settings. A request without a Host (none comes from a browser)
 * is refused too, as Vite and webpack-dev-server do.
 */
export function hostAllowed(hostHeader: string | undefined, allowed: readonly string[] = []): boolean {
  const name = hostName(hostHeader);
  return name !== undefined && (loopback.includes(name) || allowed.some((host) => hostName(host) === name));
}

/** The one sentence a refused request reads: how to allow its host. */
export function hostRefusal(hostHeader: string | undefined, command: 'site dev' | 'site serve'): string {
  const name = hostName(hostHeader);
  const allow = name
    ? `to allow ${name}, start it with --allowed-host ${name}`
    : 'to allow another name, start it with --allowed-host <name>';
  return `${command} answers only requests for localhost, 127.0.0.1 or [::1]: ${allow}.\n`;
}
