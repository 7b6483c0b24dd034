import type { DeadReason } from '../messages/linkMessages.js';
import { normalizeAddress } from '../shared/address.js';

/** What a link may lead to: the ids of each page (undefined: no such page), and the files beside the pages. */
interface LinkTargets {
  anchors: (path: string) => Set<string> | undefined;
  files: ReadonlySet<string>;
}

/** Why `href`, written on the page at `from`, leads nowhere; undefined when it leads somewhere. */
export function deadReason(href: string, from: string, { anchors, files }: LinkTargets): DeadReason | undefined {
  const [target = '', anchor] = href.split('#');
  const pathOnly = target.split('?')[0]!;
  const targetPath = pathOnly === '' ? from : normalizeAddress(pathOnly);
  if (files.has(targetPath)) return undefined;
  const ids = anchors(targetPath);
  if (!ids && fileKind(targetPath)) return { kind: 'file', target: targetPath, public: `public${decoded(targetPath)}` };
  if (!ids) return { kind: 'page', target: targetPath };
  if (anchor && !ids.has(anchor)) return { kind: 'anchor', target: targetPath, anchor };
  return undefined;
}

/** `image` for `/images/a.svg`, `file` for `/documents/a.pdf`, undefined for a page's address. */
export function fileKind(address: string): 'image' | 'file' | undefined {
  const name = address.slice(address.lastIndexOf('/') + 1);
  if (/\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(name)) return 'image';
  return /\.[a-z0-9]{2,4}$/i.test(name) && !/\.html?$/i.test(name) ? 'file' : undefined;
}

function decoded(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}
