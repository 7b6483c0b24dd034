import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../generator/load/loadContent.js';
import { renderPage } from '../../../generator/render/renderPages.js';
import { routePages } from '../../../generator/route/routePages.js';
import { validateContent } from '../../../generator/validate/validateContent.js';
import { repoRoot } from '../../helpers/tempSite.js';
import { testAssets } from '../../helpers/testAssets.js';

const assets = testAssets;

describe('the switchboard page', () => {
  it('claims the switchboard and fibre client counts written in site.yaml (spec §1)', async () => {
    const content = validateContent(await loadContent(repoRoot), { env: {} });
    // Other figures than the real ones, so the page can only show them by reading the claims.
    const site = { ...content.site, claims: { ...content.site.claims, switchboardClients: 412, fibreClients: 237 } };
    const route = routePages(content).find((candidate) => candidate.path === '/standard-telephonique-virtuel')!;
    const page = renderPage(route, { site, navigation: content.navigation, localLinks: [], assets });
    expect(page).toContain(
      '<p class="hero-claims">Plus de 412 entreprises clientes de notre standard, plus de 237 de notre fibre.</p>',
    );
  });
});

describe('the privacy policy', () => {
  it('says form drafts are kept in the browser too, and until when', async () => {
    const content = validateContent(await loadContent(repoRoot), { env: {} });
    const route = routePages(content).find((candidate) => candidate.path === '/politique-confidentialite')!;
    const page = renderPage(route, { site: content.site, navigation: content.navigation, localLinks: [], assets });
    expect(page).toContain('les brouillons des formulaires de demande de devis et de démonstration');
    expect(page).toContain('jusqu’à la fermeture de l’onglet');
  });
});
