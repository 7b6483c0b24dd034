import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import path from 'node:path';
import type { Assets } from '../../templates/SiteContext.js';
import { chatStylesheet } from './chatStylesheet.js';

/** A file produced by the bundle stage, relative to the output folder. */
export interface BundledFile {
  path: string;
  contents: Uint8Array;
}

/**
 * Compiles the browser entry (islands, with React aliased to preact/compat) and the
 * stylesheet into hashed, minified files. Nothing is written: the write stage does that.
 */
export async function bundleClient(toolRoot: string): Promise<{ assets: Assets; files: BundledFile[] }> {
  const [script, style, chatCss] = await Promise.all([
    build({
      entryPoints: { main: path.join(toolRoot, 'client', 'main.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      target: ['es2020', 'safari15'],
      minify: true,
      jsx: 'automatic',
      alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
      define: {
        'process.env.NODE_ENV': '"production"',
        // Vue, inside the lazily loaded chat widget.
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: toolRoot,
    }),
    build({
      entryPoints: { site: path.join(toolRoot, 'templates', 'styles', 'site.css') },
      bundle: true,
      minify: true,
      target: ['chrome100', 'safari15', 'firefox100'],
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: toolRoot,
    }),
    chatStylesheet(toolRoot),
  ]);
  const files: BundledFile[] = [...script.outputFiles, ...style.outputFiles].map((file) => ({
    path: path.relative(toolRoot, file.path).split(path.sep).join('/'),
    contents: file.contents,
  }));
  const chatCssContents = new TextEncoder().encode(chatCss);
  const chatCssFile = {
    path: `assets/chat-${createHash('sha256').update(chatCssContents).digest('hex').slice(0, 8).toUpperCase()}.css`,
    contents: chatCssContents,
  };
  files.push(chatCssFile);
  const asset = (file: BundledFile) => ({
    href: '/' + file.path,
    integrity: `sha384-${createHash('sha384').update(file.contents).digest('base64')}`,
  });
  const entry = (suffix: string) => {
    const found = files.find((file) => file.path.endsWith(suffix) && /\/(main|site)-/.test(file.path));
    if (!found) throw new Error(`the bundle produced no ${suffix} entry`);
    return asset(found);
  };
  const js = entry('.js');
  // Chunks the entry imports statically: preloaded so the browser fetches them in parallel.
  const entryMeta = script.metafile.outputs[js.href.slice(1)];
  const preload = (entryMeta?.imports ?? [])
    .filter((item) => item.kind === 'import-statement')
    .map((item) => asset(files.find((file) => file.path === item.path)!));
  return { assets: { js, css: entry('.css'), preload, chatCss: asset(chatCssFile) }, files };
}
