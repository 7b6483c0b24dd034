import { describe, expect, it } from 'vitest';
import { formatProblemIn } from '../../../generator/errors.js';
import { parseToml } from '../../../generator/load/tomlSource.js';
import { parseYaml } from '../../../generator/load/yamlSource.js';
import { issueToProblems } from '../../../generator/validate/issueToProblems.js';
import { markdownPageSchema } from '../../../model/markdownPage.js';

const nb = '\u00a0';

/**
 * The problems of a Markdown page's front matter (the text after its opening line), as an
 * editor reads them in English and in French.
 */
function problemsOf(syntax: 'yaml' | 'toml', text: string): { en: string[]; fr: string[] } {
  const file = 'content/pages/essai.md';
  const { source } = syntax === 'toml' ? parseToml(file, text) : parseYaml(file, text);
  const result = markdownPageSchema.safeParse(source!.data);
  const problems = (result.error?.issues ?? []).flatMap((issue) => issueToProblems(issue, source!, markdownPageSchema));
  return {
    en: problems.map((problem) => formatProblemIn(problem, 'en')),
    fr: problems.map((problem) => formatProblemIn(problem, 'fr')),
  };
}

describe('the hints of front matter write a field as the front matter does', () => {
  it('TOML (between +++ lines): key = value, a list between brackets, a group under [its name]', () => {
    expect(problemsOf('toml', '\ntitle = 2025\ndraft = "oui"\naliases = "/ancien"\nsitemap = 3\n')).toEqual({
      en: [
        'content/pages/essai.md:2:1 title: expected text, got a number (2025)\n  hint: put the value in quotes so it is read as text: title = "2025"',
        'content/pages/essai.md:1:1 description: expected text, got nothing\n  hint: this field is required: add "description =" at the top of the file.',
        'content/pages/essai.md:3:1 draft: expected true or false, got the text "oui"\n  hint: write true or false, in lower case and without quotes: draft = true',
        'content/pages/essai.md:4:1 aliases: expected a list, got the text "/ancien"\n  hint: write the items between brackets, separated by commas: aliases = ["…", "…"]',
        'content/pages/essai.md:5:1 sitemap: expected a group of fields, got a number (3)\n  hint: write the fields of "sitemap" under a line [sitemap], after the other fields.',
      ],
      fr: [
        `content/pages/essai.md:2:1 title${nb}: attendu un texte, trouvé un nombre (2025)\n  conseil${nb}: mettez la valeur entre guillemets pour qu’elle soit lue comme un texte${nb}: title = "2025"`,
        `content/pages/essai.md:1:1 description${nb}: attendu un texte, champ absent\n  conseil${nb}: ce champ est obligatoire${nb}: ajoutez «${nb}description =${nb}» en haut du fichier.`,
        `content/pages/essai.md:3:1 draft${nb}: attendu true ou false, trouvé le texte «${nb}oui${nb}»\n  conseil${nb}: écrivez true (oui) ou false (non), en minuscules et sans guillemets${nb}: draft = true`,
        `content/pages/essai.md:4:1 aliases${nb}: attendu une liste, trouvé le texte «${nb}/ancien${nb}»\n  conseil${nb}: écrivez les éléments entre crochets, séparés par des virgules${nb}: aliases = ["…", "…"]`,
        `content/pages/essai.md:5:1 sitemap${nb}: attendu un groupe de champs, trouvé un nombre (3)\n  conseil${nb}: écrivez les champs de «${nb}sitemap${nb}» sous une ligne [sitemap], après les autres champs.`,
      ],
    });
  });

  it('YAML (between --- lines): key: value, a list item after "- ", a group indented below its name', () => {
    expect(problemsOf('yaml', '\ntitle: 2025\ndraft: "oui"\naliases: /ancien\nsitemap: 3\n')).toEqual({
      en: [
        'content/pages/essai.md:2:8 title: expected text, got a number (2025)\n  hint: put the value in quotes so it is read as text: title: "2025"',
        'content/pages/essai.md:2:1 description: expected text, got nothing\n  hint: this field is required: add "description:" at the top of the file.',
        'content/pages/essai.md:3:8 draft: expected true or false, got the text "oui"\n  hint: write true or false, in lower case and without quotes: draft: true',
        'content/pages/essai.md:4:10 aliases: expected a list, got the text "/ancien"\n  hint: write each item on its own line, indented, starting with "- ".',
        'content/pages/essai.md:5:10 sitemap: expected a group of fields, got a number (3)\n  hint: write the fields of "sitemap" on the following lines, indented by two spaces.',
      ],
      fr: [
        `content/pages/essai.md:2:8 title${nb}: attendu un texte, trouvé un nombre (2025)\n  conseil${nb}: mettez la valeur entre guillemets pour qu’elle soit lue comme un texte${nb}: title: "2025"`,
        `content/pages/essai.md:2:1 description${nb}: attendu un texte, champ absent\n  conseil${nb}: ce champ est obligatoire${nb}: ajoutez «${nb}description:${nb}» en haut du fichier.`,
        `content/pages/essai.md:3:8 draft${nb}: attendu true ou false, trouvé le texte «${nb}oui${nb}»\n  conseil${nb}: écrivez true (oui) ou false (non), en minuscules et sans guillemets${nb}: draft: true`,
        `content/pages/essai.md:4:10 aliases${nb}: attendu une liste, trouvé le texte «${nb}/ancien${nb}»\n  conseil${nb}: écrivez chaque élément sur sa ligne, indentée, commençant par un tiret et une espace («${nb}-${nb}»).`,
        `content/pages/essai.md:5:10 sitemap${nb}: attendu un groupe de champs, trouvé un nombre (3)\n  conseil${nb}: écrivez les champs de «${nb}sitemap${nb}» sur les lignes suivantes, indentés de deux espaces.`,
      ],
    });
  });

  it('a number under its minimum in a group: the fixed line as the file writes it', () => {
    expect(problemsOf('toml', '\ndescription = "Une page."\n[sitemap]\npriority = -0.5\n').fr).toEqual([
      `content/pages/essai.md:4:1 sitemap.priority${nb}: attendu un nombre d’au moins 0, trouvé un nombre (-0.5)\n  conseil${nb}: supprimez le signe moins${nb}: priority = 0.5`,
    ]);
    expect(problemsOf('yaml', '\ndescription: Une page.\nsitemap:\n  priority: -0.5\n').en).toEqual([
      'content/pages/essai.md:4:13 sitemap.priority: expected a number of at least 0, got a number (-0.5)\n  hint: remove the minus sign: priority: 0.5',
    ]);
  });
});
