import { connect } from 'node:net';

/** A raw HTTP answer: its status (0 when the server closed without one), headers and body, as text. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends `request` byte for byte to 127.0.0.1:`port` and reads the answer until the server closes
 * (the request should say `Connection: close`). fetch() would normalise the address first
 * (`/%2e%2e/` → `/`), and an attacker's raw socket does not.
 */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: /^transfer-encoding: chunked$/im.test(head) ? dechunk(body) : body,
      });
    });
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(request, 'latin1'); // not end(): a server may close a half-closed socket before it answers
  });
}

/** A GET of `target` (sent as is) with `Host: host`, or no Host line when `host` is null. */
export function rawGet(
  port: number,
  target: string,
  host: string | null = 'localhost',
  version = '1.1',
): Promise<RawAnswer> {
  return rawRequest(
    port,
    `GET ${target} HTTP/${version}\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`,
  );
}

/**
 * A request of `target` with `method` (sent as is: `FOO`, `get`), `Host: localhost` and `body`
 * (its length said), as a script or a scanner sends it; fetch() refuses TRACE and CONNECT.
 */
export function rawMethod(port: number, method: string, target: string, body = ''): Promise<RawAnswer> {
  return rawRequest(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Request targets any web page can make a browser send (an `<img src>`) or a client write by
 * hand: malformed escapes, overlong UTF-8, encoded dot segments and slashes, NUL, a 10 KB path,
 * the asterisk and absolute forms.
 */
export const malformedTargets = [
  '/%ZZ',
  '/%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/..%2f..%2fetc%2fpasswd',
  '/%00',
  '/a%00.html',
  '/a%2f..%2f..%2f',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%5c..%5cetc%5cpasswd',
  '//evil.example/',
  '/\\evil.example/',
  `/${'a'.repeat(10 * 1024)}`,
  '*',
  'http://evil/',
  'http://localhost:3000/../../etc/passwd',
];

/** The body of a chunked answer, its chunks joined. */
function dechunk(text: string): string {
  let body = '';
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, end), 16);
    if (!(size > 0)) break;
    body += text.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
  return body;
}
