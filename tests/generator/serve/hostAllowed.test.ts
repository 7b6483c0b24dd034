import { describe, expect, it } from 'vitest';
import { hostAllowed, hostName, hostRefusal } from '../../../generator/serve/hostAllowed.js';

describe('hostAllowed (issue 29, point 5: DNS rebinding)', () => {
  it('answers this machine by any port and case, and the names allowed', () => {
    const allowed = [
      'localhost',
      'LOCALHOST:3000',
      '127.0.0.1',
      '127.0.0.1:4000',
      '[::1]',
      '[::1]:3000',
      '[::1]:65535',
    ];
    expect(allowed.filter((host) => !hostAllowed(host))).toEqual([]);
    expect(hostAllowed('Site.Test:8080', ['site.test'])).toBe(true);
    expect(hostAllowed('site.test', ['SITE.test:3000'])).toBe(true);
  });

  it('refuses any other host, a look-alike, a malformed header and none at all', () => {
    const refused = [
      'evil.example',
      'evil.example:4000',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'localhost.',
      '127.1',
      '[::2]',
      '[0:0:0:0:0:0:0:1]',
      'localhost:3000@evil.example',
      'localhost:abc',
      'localhost evil',
      '',
      undefined,
    ];
    expect(refused.filter((host) => hostAllowed(host, ['site.test']))).toEqual([]);
    expect(hostAllowed('site.test.evil.example', ['site.test'])).toBe(false);
  });

  it('names the host to allow in one sentence, when it is one', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostRefusal('Evil.Example:4000', 'site serve')).toBe(
      'site serve answers only requests for localhost, 127.0.0.1 or [::1]: to allow evil.example, start it with --allowed-host evil.example.\n',
    );
    expect(hostRefusal('<script>', 'site dev')).toBe(
      'site dev answers only requests for localhost, 127.0.0.1 or [::1]: to allow another name, start it with --allowed-host <name>.\n',
    );
  });
});
