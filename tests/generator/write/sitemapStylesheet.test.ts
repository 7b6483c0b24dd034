import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../helpers/tempFolder.js';
import { createMemoryLogger } from '../../../generator/log.js';
import { prepareSite } from '../../../generator/prepareSite.js';
import { generatedFiles } from '../../../generator/renderSite.js';
import { sitemapCss, sitemapStylesheet } from '../../../generator/write/sitemapStylesheet.js';
import { fixtureRoot } from '../../helpers/tempSite.js';

const xsl = sitemapStylesheet('Telorys');

describe('sitemapStylesheet (issue 40, point 4)', () => {
  it('makes a page the site’s CSP lets through whole: no <style>, style attribute, script or event handler', () => {
    // The page the XSL makes lives under the pages' policy (style-src 'self', script-src 'self').
    const inline = [/<style\b/i, /\sstyle\s*=/i, /<script\b/i, /\son[a-z]+\s*=/i, /javascript:/i];
    expect(inline.filter((pattern) => pattern.test(xsl))).toEqual([]);
    expect(xsl.match(/<link [^>]*>/g)).toEqual(['<link rel="stylesheet" href="/sitemap.css"/>']);
  });

  it('links a CSS file that site build and site dev write beside it, with the table’s look', async () => {
    const prepared = await prepareSite({ root: fixtureRoot, overrides: { env: {} }, log: createMemoryLogger() });
    const files = new Map(generatedFiles(prepared, []).map((file) => [`/${file.path}`, file.contents]));
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(xsl)![1]!;
    expect(files.get(href)).toBe(sitemapCss);
    expect(sitemapCss).toContain('body{font:16px/1.5 system-ui');
    expect(files.has('/sitemap.xsl')).toBe(true);
  });

  it.runIf(existsSync('/usr/bin/xmllint'))('stays well-formed XML whatever the brand holds', () => {
    const file = path.join(tempFolder('sitemap-xsl'), 'sitemap.xsl');
    writeFileSync(file, sitemapStylesheet('A & B <"C">'));
    expect(() => execFileSync('xmllint', ['--noout', file], { stdio: 'pipe' })).not.toThrow();
  });
});
