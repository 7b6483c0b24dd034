import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInProcess } from '../../helpers/buildInProcess.js';
import { createTempSite, type TempSite } from '../../helpers/tempSite.js';
import { guidePages } from './guidePages.js';

let site: TempSite;
beforeAll(async () => {
  site = await createTempSite();
});
afterAll(() => site.remove());

/** The product card of `name` in the catalogue page: from its picture to its add-to-cart button. */
function cardOf(html: string, name: string): string {
  const start = html.lastIndexOf('<li class="card product-card">', html.indexOf(`<h2>${name}</h2>`));
  return html.slice(start, html.indexOf('data-island="AddToCartButton"', start) + 2000);
}

describe('the recipe « Ajouter un produit » (3.19), followed as written', () => {
  it('publishes the product at the end of /equipements, with its picture, its price and an add-to-cart button', async () => {
    const page = (await guidePages()).get('ajouter-un-produit.md')!;
    const [, file, block] = /<!-- guide-recipe: (\S+) -->\n```yaml\n([\s\S]*?)```/.exec(page)!;
    expect(file).toBe('content/catalogue.yaml');
    // Step 1: the photo, 1,600 pixels wide, where the recipe says.
    const image = /^ {4}image: (\S+)$/m.exec(block!)![1]!;
    await mkdir(path.join(site.root, 'public', path.dirname(image)), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8cdd2' } })
      .jpeg()
      .toFile(path.join(site.root, 'public', image));
    // Step 2: the block at the end of the file.
    await site.write(file!, (await site.read(file!)) + block!);

    const built = await buildInProcess(site.root);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).not.toContain('t31p');
    const html = await site.read('out/equipements.html');
    const card = cardOf(html, 'Yealink T31P');
    const names = [...html.matchAll(/<li class="card product-card">[\s\S]*?<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(names.at(-1)).toBe('Yealink T31P');
    expect(card).toMatch(/<img src="\/assets\/images\/t31p-[0-9a-f]+-1200\.jpg"/);
    expect(card).toContain('alt="Téléphone de bureau Yealink T31P avec petit écran et deux touches de ligne"');
    expect(card).toContain(
      '<strong>59\u00a0€</strong> <span>HT</span><span class="price-terms">Achat, paiement unique</span>',
    );
    expect(card).toContain('<th scope="row">Comptes SIP</th><td>2</td>');
    expect(card).toContain('&quot;id&quot;:&quot;achat-t31p&quot;');
    expect(card).toContain('&quot;kind&quot;:&quot;purchase&quot;');
    expect(card).toMatch(/Ajouter <span class="visually-hidden">Yealink T31P(<!-- -->)? <\/span>au panier/);
  });
});
