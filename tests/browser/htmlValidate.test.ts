import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';

const outDir = inject('outDir');

/**
 * html-validate's strictest preset. Every rule it sets stays on; the few adjusted below say why.
 * The style rules are set to the form React's server renderer writes (consistently, on every page).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes void elements as <meta/>, markdown-it as <hr>: both forms are valid HTML.
    'void-style': 'off',
    // Long legal texts and French typography legitimately use non-breaking spaces as characters.
    'no-trailing-whitespace': 'off',
    // The renderer writes `<!doctype html>`; the keyword is case-insensitive, so one case is asked of every page.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React writes some attributes in camelCase (charSet, autoComplete, maxLength); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean and empty attributes as `disabled=""`, `hidden=""`: one form everywhere.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Numbers are written with U+00A0 everywhere; a button's text is a label ("Appelez un expert",
    // "Appeler le 03 53 48 10 20") whose words may wrap, the number in it staying whole.
    'tel-non-breaking': ['error', { ignoreClasses: ['btn'] }],
    // HTML allows an id to begin with a digit; Markdown headings get the ids other generators give
    // them (`## 4.1 Tarifs` → `4-1-tarifs`, as GitHub and Hugo), so links written for them still work.
    'valid-id': ['error', { relaxed: true }],
  },
});

describe('html-validate', () => {
  it.each(inject('routes'))('$file has no error', async (route) => {
    const html = readFileSync(path.join(outDir, route.file), 'utf8');
    const report = await validator.validateString(html, route.file);
    const messages = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ''}]`,
      ),
    );
    expect(messages).toEqual([]);
  });
});
