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
