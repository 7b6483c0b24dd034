import fg from 'fast-glob';
import path from 'node:path';

/** Files every build writes beside the pages. */
const generated = ['/sitemap.xml', '/sitemap.xsl', '/robots.txt'];

/** Every address that is a file rather than a page: `public/`, the bundle's assets, the generated files. */
export async function staticFiles(root: string, assets: string[]): Promise<Set<string>> {
  const copied = await fg('**/*', { cwd: path.join(root, 'public'), onlyFiles: true });
  return new Set([...copied.map((file) => `/${file}`), ...assets, ...generated]);
}
