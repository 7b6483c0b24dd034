import { describe, expect, it } from 'vitest';
import { browserAddress, otherHost, refusedScheme } from '../../../generator/shared/browserAddress.js';

describe('the scheme of an address, as a browser reads it (issue 40, point 2)', () => {
  it.each([
    ['javascript:alert(1)//', 'javascript'],
    [' javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['\u0001javascript:alert(1)', 'javascript'],
    ['javascript&#58;alert(1)', 'javascript'],
    ['javascript&colon;alert(1)', 'javascript'],
    ['java&Tab;script:alert(1)', 'javascript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
  ])('refuses %j as %s:', (address, scheme) => {
    expect(refusedScheme(address)).toBe(scheme);
  });

  it.each([
    'https://www.example.fr/x',
    'HTTP://www.example.fr',
    'mailto:contact@example.fr',
    'tel:+33353481020',
    '/cgv',
    '#offres',
    '?demande=Devis',
    'cgv',
    './a:b',
    '/a:b',
  ])('lets %j through: http(s), mailto, tel, or an address of the site', (address) => {
    expect(refusedScheme(address)).toBeUndefined();
  });

  it('reads what a browser reads: references decoded, controls and spaces around dropped, tabs and line breaks removed', () => {
    expect(browserAddress(' \u0000java\t&#115;cri\npt&colon;x \n')).toBe('javascript:x');
  });
});

describe('an image address that leads off the site (issue 40, points 2 and 3)', () => {
  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '\\/evil.example/x.png',
    ' //evil.example/x.png',
    '/\t/evil.example/x.png',
    'https://evil.example/x.png',
    'http:evil.example/x.png',
  ])('%j is another host’s', (address) => {
    expect(otherHost(address)).toBe(true);
  });

  it.each(['/images/schema.png', 'images/schema.png', '/images//schema.png'])('%j is the site’s', (address) => {
    expect(otherHost(address)).toBe(false);
  });
});
