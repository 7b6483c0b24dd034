import { spawn } from 'node:child_process';
import path from 'node:path';
import { watchTree } from './watchTree.js';

const watched = ['content', 'templates', 'client', 'public'];

/**
 * Watches content/ and public/ under `root`, templates/ and client/ under `toolRoot`, and calls
 * `onChange` with the saved files (paths such as `content/local/metz.yaml`) once a burst of saves
 * has settled. Returns the function that stops watching.
 */
export function watchSite(root: string, toolRoot: string, onChange: (changed: string[]) => void): () => void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    const changed = [...pending];
    pending = new Set();
    onChange(changed);
  };
  const stops = watched.map((folder) =>
    watchTree(path.join(folder === 'templates' || folder === 'client' ? toolRoot : root, folder), (name) => {
      if (!relevant(folder, name)) return;
      pending.add(`${folder}/${name}`);
      clearTimeout(timer);
      // Editors write a file in several steps; wait until they are done.
      timer = setTimeout(flush, 20);
    }),
  );
  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}

/** Ignores editors' temporary files: only the kinds of file each folder is made of trigger a rebuild. */
function relevant(folder: string, name: string): boolean {
  if (/(^|[/\\])\.|~$/.test(name)) return false;
  if (folder === 'content') return /\.(ya?ml|md|csv)$/.test(name);
  if (folder === 'templates' || folder === 'client') return /\.(tsx?|css)$/.test(name);
  return true;
}

/** Opens `url` in the default browser, if there is one. */
export function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}
