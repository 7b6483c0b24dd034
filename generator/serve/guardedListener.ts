import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { hostAllowed, hostRefusal } from './hostAllowed.js';
import { methodAllowed, methodRefusal, methodRefusalHeaders } from './methodAllowed.js';

/** What a request asks for, once it passed the checks of guardedListener. */
export interface Target {
  /** The target as an address of this server (`http://localhost/cgv?x=1`): its path still encoded. */
  url: URL;
  /** The path decoded (`/mentions légales`): no control character, no backslash, no empty, `.` or `..` name. */
  path: string;
}

/** How a server guards its requests. */
export interface GuardOptions {
  command: 'site dev' | 'site serve';
  /** Host names answered beside localhost, 127.0.0.1 and [::1] (`--allowed-host`). */
  allowedHosts?: readonly string[];
  /** Told of an error a request met; the server answers 500 and goes on. Default: printed to stderr. */
  onError?: (error: unknown) => void;
  /**
   * Headers every answer carries, the refusals and the 500 included (the security headers):
   * set before any check, so that no answer of the server can leave them out.
   */
  headers?: Readonly<Record<string, string>>;
}

/** What a guarded server does with a request that passed its checks. */
export type Handle = (request: IncomingMessage, response: ServerResponse, target: Target) => Promise<void> | void;

const plain = {
  'Content-Type': 'text/plain; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/**
 * A request listener for `site dev` and `site serve` that answers, before `handle` sees them,
 * 400 to more than one Host header (Node reads the first; a proxy before it may read the last),
 * 403 to a host not allowed (see hostAllowed: DNS rebinding), then 405 to a method other than GET
 * and HEAD (see methodAllowed), then 400 to a malformed target: not a path (`*`, `http://evil/`),
 * not decodable (`/%ZZ`, `/%C0%AF`), or holding once decoded a control character, a backslash,
 * an empty name (`//evil.example/`, which some servers answer with a redirect to that host) or a
 * `.`/`..` name (`/..%2f..%2fetc%2fpasswd`, `/%2e%2e/`).
 * Any web page can send those with an `<img>`; none may end the server, so whatever `handle`
 * throws is answered 500 (or the answer cut short, when it had begun) and told to `onError`.
 * Every answer carries `options.headers`.
 */
export function guardedListener(options: GuardOptions, handle: Handle): RequestListener {
  const onError =
    options.onError ??
    ((error: unknown) => console.error(`Internal error: ${options.command} met an error answering a request:`, error));
  return (request, response) => {
    const fail = (error: unknown) => {
      onError(error);
      if (!response.headersSent)
        response.writeHead(500, plain).end('Internal error: see the terminal running the server.\n');
      else response.destroy();
    };
    try {
      for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
      if ((request.headersDistinct.host?.length ?? 0) > 1)
        return void response.writeHead(400, plain).end('Bad request: more than one Host header.\n');
      const { host } = request.headers;
      if (!hostAllowed(host, options.allowedHosts))
        return void response.writeHead(403, plain).end(hostRefusal(host, options.command));
      // The Host first: a rebinding page meets one refusal, whatever its method.
      if (!methodAllowed(request.method))
        return void response.writeHead(405, { ...plain, ...methodRefusalHeaders }).end(methodRefusal(options.command));
      const target = targetOf(request.url ?? '');
      if (!target) return void response.writeHead(400, plain).end('Bad request: not a path this server can read.\n');
      Promise.resolve(handle(request, response, target)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

function targetOf(raw: string): Target | undefined {
  if (!raw.startsWith('/')) return undefined;
  try {
    // The path as sent, decoded: URL() would first drop `%2e%2e` segments and turn `\` into `/`.
    const path = decodeURIComponent(raw.replace(/[?#].*$/s, ''));
    if (/[\u0000-\u001f\u007f\\]|\/\//.test(path)) return undefined;
    if (path.split('/').some((name) => name === '.' || name === '..')) return undefined;
    return { url: new URL(`http://localhost${raw}`), path };
  } catch {
    return undefined; // a URIError: a malformed percent escape or an invalid UTF-8 sequence
  }
}
