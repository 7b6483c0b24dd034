import { transform } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The chat widget's CSS, scoped to `.site-chat`: its `:root` variables move to the widget's
 * container and every rule is nested under it, so the site's own styles (such as `.empty`) stay
 * untouched. esbuild lowers the nesting for older browsers.
 */
export async function chatStylesheet(toolRoot: string): Promise<string> {
  const require = createRequire(path.join(toolRoot, 'package.json'));
  const file = path.join(path.dirname(require.resolve('@n8n/chat')), 'style.css');
  const source = (await readFile(file, 'utf8')).replace(/@charset "[^"]*";/, '').replaceAll(':root', '&');
  const { code } = await transform(`.site-chat{${source}}`, {
    loader: 'css',
    minify: true,
    target: ['chrome100', 'safari15', 'firefox100'],
  });
  return code;
}
