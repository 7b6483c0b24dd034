import { describe, expect, it } from 'vitest';
import { addressFlaw } from '../../../generator/shared/addressFlaw.js';

describe('addressFlaw', () => {
  it.each([
    '/ancien',
    '/ancien/',
    '/ancien.html',
    '/blog/2024/a.b',
    '/100%',
    '/a%2eb',
    '/Mentions Légales',
    '/caf%C3%A9',
    '/..a',
    '/a..',
  ])('lets %j through', (address) => {
    expect(addressFlaw(address)).toBeUndefined();
  });

  it.each([
    ['/x/.', 'dotSegment', '.', '/x'],
    ['/x/./', 'dotSegment', '.', '/x'],
    ['/../x.html', 'dotSegment', '..', '/x'],
    ['/.%2e/x', 'encodedDot', '.%2e', '/x'],
    ['/a/%2E', 'encodedDot', '%2E', '/a'],
    ['/..%2f..%2fx', 'encodedSeparator', '%2f', '/x'],
    ['/a%00b', 'control', '%00', '/ab'],
    ['/a%7Fb', 'control', '%7F', '/ab'],
    ['/a\u0085b', 'control', '\u0085', '/ab'],
    ['/a\u0000b', 'control', '\u0000', '/ab'],
    ['/\\evil.example', 'backslash', '\\', '/evil.example'],
    ['///evil.example', 'protocolRelative', '//', '/evil.example'],
    ['/blog/*/x', 'wildcard', '*', '/blog/x'],
    ['/Caf%C3%A9/../x', 'dotSegment', '..', '/cafe/x'],
  ])('refuses %j (%s %j), suggesting %j', (address, kind, part, suggestion) => {
    expect(addressFlaw(address)).toEqual(expect.objectContaining({ kind, part, suggestion }));
  });

  it('reads a slug as one segment', () => {
    expect(addressFlaw('offre-ete', true)).toBeUndefined();
    expect(addressFlaw('.', true)).toEqual({ kind: 'dotSegment', part: '.' });
    expect(addressFlaw('%2e%2e', true)).toEqual({ kind: 'encodedDot', part: '%2e%2e', decoded: '..' });
    expect(addressFlaw('Offre\tÉté', true)).toEqual({ kind: 'control', part: '\t', suggestion: 'offre-ete' });
  });
});
