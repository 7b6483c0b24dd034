import { describe, expect, it } from 'vitest';
import { devClientScript, injectDevClient } from '../../../generator/dev/devClient.js';

const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Tarifs</title></head><body>${body}</body></html>`;

describe('injectDevClient', () => {
  it('adds the client just before </body> and drops the page’s Content-Security-Policy, every other byte kept', () => {
    const text = '<p>Standard IP dès 19&nbsp;€ par utilisateur : l’offre « Essentiel »</p>';
    const served = injectDevClient(Buffer.from(page(text))).toString();
    expect(served).toBe(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Tarifs</title></head><body>${text}${devClientScript}</body></html>`,
    );
  });

  it('puts the client before the last </body> only, and at the end of a page without one', () => {
    const served = injectDevClient(Buffer.from('<body><pre>&lt;/body></pre></body>')).toString();
    expect(served).toBe(`<body><pre>&lt;/body></pre>${devClientScript}</body>`);
    expect(injectDevClient(Buffer.from('<p>Bientôt</p>')).toString()).toBe(`<p>Bientôt</p>${devClientScript}`);
  });

  it('reads a view into a larger buffer as the page alone', () => {
    const whole = Buffer.from(`xxxx<body>é</body>yyyy`);
    expect(injectDevClient(whole.subarray(4, whole.length - 4)).toString()).toBe(`<body>é${devClientScript}</body>`);
  });
});
