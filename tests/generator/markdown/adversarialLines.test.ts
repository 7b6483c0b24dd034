import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../generator/markdown/compileMarkdown.js';
import { adversarialLines, stall } from '../../helpers/adversarialLines.js';

// A page that stalls the build for minutes (a pattern backtracking over a long line, pasted or
// imported by accident) is a build that never ends, and `site dev` answering nothing meanwhile.
// Every line is 200 KB; a linear rule handles it in milliseconds, a quadratic one in seconds to
// minutes (see stall for the bound).
const linesOf = new Map([200_000, 50_000].map((size) => [size, adversarialLines(size)]));

/** Where in a page the line is written: each place reaches other rules. */
const places: Record<string, (line: string) => string> = {
  paragraph: (line) => `Texte ${line} fin.`,
  'HTML block': (line) => `<div>\n${line}\n</div>`,
  'unclosed tag': (line) => `<div ${line}`,
  component: (line) => `<Badge ${line}`,
  heading: (line) => `## Titre ${line} {#ancre}`,
  'page title': (line) => `# ${line}\n\nTexte.`,
  'fence info': (line) => '```js ' + line + '\nconst a = 1;\n```',
  'fenced code': (line) => '```vue\n' + line + '\n```',
  'GitHub alert': (line) => `> [!NOTE] ${line}\n> Texte.`,
  container: (line) => `::: tip ${line}\nTexte.\n:::`,
  admonition: (line) => `!!! note "${line}"\n    Texte.`,
  'list item': (line) => `- ${line}`,
  'table cell': (line) => `| A | B |\n|---|---|\n| ${line} | x |`,
  'link address': (line) => `[lien](${line}) et ![image](/images/${line}.png)`,
};

const source = {
  file: 'content/pages/long.md',
  firstLine: 5,
  values: { brand: 'Telorys' },
  toc: true,
  route: '/long',
  title: 'Long',
};

describe('a 200 KB line of one character (or of an opening that never closes)', () => {
  it.each(Object.entries(places))('in a %s does not stall the page', (_, place) => {
    const slow: string[] = [];
    for (const name of Object.keys(linesOf.get(200_000)!)) {
      const found = stall((size) => compileMarkdown(place(linesOf.get(size)![name]!), source));
      if (found) slow.push(`${name}: ${found}`);
    }
    expect(slow).toEqual([]);
  });
});

/** Pages of many small blocks: a rule that starts over, or walks back, for each block is quadratic in their number. */
const repeated: Record<string, (count: number) => string> = {
  'headings of one text': (count) => '## Titre\n\n'.repeat(count),
  headings: (count) => Array.from({ length: count }, (_, index) => `## Titre ${index}\n\n`).join(''),
  'headings of one explicit id': (count) => '## Titre {#ancre}\n\n'.repeat(count),
  footnotes: (count) =>
    Array.from({ length: count }, (_, index) => `Texte[^${index}].\n\n`).join('') +
    Array.from({ length: count }, (_, index) => `[^${index}]: Note.\n`).join(''),
  'template tags in one paragraph': (count) => '{{ a }} '.repeat(count),
  'items of one task list': (count) => '- [ ] Tâche\n'.repeat(count),
  'titled callouts': (count) => '::: tip Titre\nTexte.\n:::\n\n'.repeat(count),
  'alerts alone on their line': (count) => '> [!NOTE]\n\n'.repeat(count),
  'links to distinct addresses in one paragraph': (count) =>
    Array.from({ length: count }, (_, index) => `[l${index}](/nulle-part-${index})`).join(' '),
  'encoded addresses in one paragraph': (count) =>
    Array.from({ length: count }, (_, index) => `[l${index}](/nulle%20part-${index})`).join(' '),
  'images in one paragraph': (count) =>
    Array.from({ length: count }, (_, index) => `![image ${index}](/images/absente-${index}.png)`).join(' '),
  'links to localhost in one paragraph': (count) =>
    Array.from({ length: count }, (_, index) => `[l${index}](http://localhost:${1000 + index}/)`).join(' '),
  'unknown placeholders in one paragraph': (count) =>
    Array.from({ length: count }, (_, index) => `{inconnu${index}}`).join(' '),
  'cells of one table row': (count) =>
    `|${' a |'.repeat(count)}\n|${' - |'.repeat(count)}\n|${' [b](/cgv) <b>c</b> |'.repeat(count)}\n`,
};

describe('a page of 20,000 small blocks', () => {
  it.each(Object.entries(repeated))('of %s does not stall the page', (_, page) => {
    expect(stall((size) => compileMarkdown(page(size / 10), source))).toBeUndefined();
  });
});
