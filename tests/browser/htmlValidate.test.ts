import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';

const outDir = inject('outDir');
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // React writes void elements as <meta/>; both forms are valid HTML.
    'void-style': 'off',
    // Long legal texts and French typography legitimately use non-breaking spaces as characters.
    'no-trailing-whitespace': 'off',
    // Buttons with a tel: link carry a label ("Appelez un expert"), not a number to keep on one line.
    'tel-non-breaking': ['error', { ignoreClasses: ['btn'] }],
  },
});

describe('html-validate', () => {
  it.each(inject('routes'))('$file has no error', async (route) => {
    const html = readFileSync(path.join(outDir, route.file), 'utf8');
    const report = await validator.validateString(html, route.file);
    const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ''}]`));
    expect(messages).toEqual([]);
  });
});
