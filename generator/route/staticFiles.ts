import path from 'node:path';
import { listPublicFiles, type PublicFiles } from '../load/publicFiles.js';

/** Files every build writes beside the pages (see generatedFiles in renderSite.ts). */
const generated = ['/sitemap.xml', '/sitemap.xsl', '/sitemap.css', '/robots.txt'];

/**
 * Every address that is a file rather than a page: what `public/` publishes (`published`, or
 * listed here; `.well-known/` included, no other dotfile), the bundle's assets, the generated files.
 */
export async function staticFiles(root: string, assets: string[], published?: PublicFiles): Promise<Set<string>> {
  const listing = published ?? (await listPublicFiles(path.join(root, 'public')).catch(() => undefined));
  return new Set([...(listing?.files ?? []).map((file) => `/${file.path}`), ...assets, ...generated]);
}
