import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, text } from '../../../model/fields.js';
import { iconName } from '../../../model/icon.js';
import { editorFiles, readIfPresent } from '../../../generator/schemas/editorFiles.js';
import { fieldReference, referenceMarkers, withFieldReference } from '../../../generator/schemas/fieldReference.js';
import { collectionSchemas, jsonSchemaOf, type CollectionSchema } from '../../../generator/schemas/jsonSchemas.js';
import { referencePages, schemasByReferencePage } from '../../../generator/schemas/referencePages.js';
import { repoRoot } from '../../helpers/tempSite.js';

function collection(schema: z.ZodType): CollectionSchema {
  return {
    name: 'towns',
    schemaFile: 'schemas/towns.schema.json',
    files: ['content/towns/*.yaml', 'content/towns/*.yml'],
    yaml: true,
    schema: jsonSchemaOf(schema),
  };
}

describe('fieldReference', () => {
  it('writes one row per field from the descriptions, with what is required and what to write', () => {
    const schema = z
      .strictObject({
        replyHours: z.number().int().positive().describe('Délai de réponse, en heures.'),
        kind: z.enum(['city', 'department']).describe('Ville ou département.'),
        page: z
          .strictObject({
            icon: iconName.describe('Icône | symbole.'),
            points: z.array(text).min(1).max(4).describe('Points clés.'),
            updated: isoDate.optional().describe('Date de mise à jour.'),
          })
          .optional()
          .describe('La page.'),
        social: z
          .array(z.strictObject({ label: text.describe('Texte du lien.') }))
          .default([])
          .describe('Liens.'),
        changefreq: z.enum(['daily', 'monthly']).default('monthly').describe('Fréquence.'),
      })
      .describe('Une ville.');
    expect(fieldReference([collection(schema)])).toBe(`### \`content/towns/<fichier>.yaml\`

Une ville.

| Champ | Obligatoire ? | Type | Signification |
| --- | --- | --- | --- |
| \`replyHours\` | obligatoire | entier positif | Délai de réponse, en heures. |
| \`kind\` | obligatoire | \`city\` ou \`department\` | Ville ou département. |
| \`page\` | facultatif | bloc | La page. |
| \`page.icon\` | obligatoire dans \`page\` | icône | Icône \\| symbole. |
| \`page.points\` | obligatoire dans \`page\` | liste de 1 à 4 textes | Points clés. |
| \`page.updated\` | facultatif | date | Date de mise à jour. |
| \`social\` | facultatif | liste de blocs (peut être vide) | Liens. |
| \`social[].label\` | obligatoire dans \`social\` | texte | Texte du lien. |
| \`changefreq\` | facultatif, défaut \`monthly\` | \`daily\` ou \`monthly\` | Fréquence. |
`);
  });

  it('replaces only what lies between the markers of the guide', () => {
    const guide = `# Guide\n\nRecettes écrites à la main.\n\n${referenceMarkers.start}\nancienne référence\n${referenceMarkers.end}\n\n## Annexes\n`;
    expect(withFieldReference(guide, '### `content/site.yaml`\n')).toBe(
      `# Guide\n\nRecettes écrites à la main.\n\n${referenceMarkers.start}\n\n### \`content/site.yaml\`\n\n${referenceMarkers.end}\n\n## Annexes\n`,
    );
    expect(withFieldReference('# Guide sans marqueurs\n', 'x')).toBeUndefined();
  });

  it('keeps in the guide the reference `site schemas` writes from the model, every collection once, no page over 40 KB', async () => {
    const { files } = await editorFiles(repoRoot);
    const documented = [...schemasByReferencePage(collectionSchemas()).values()].flat().map(({ name }) => name);
    expect(documented.sort()).toEqual(
      collectionSchemas()
        .map(({ name }) => name)
        .sort(),
    );
    for (const { file } of referencePages) {
      const page = files.get(file);
      expect(page, `${file} lost its field-reference markers`).toBeDefined();
      expect(await readIfPresent(repoRoot, file), `${file} is stale: run npx site schemas`).toBe(page);
      expect(Buffer.byteLength(page!), `${file} is over 40 KB: split it in referencePages.ts`).toBeLessThan(40_000);
    }
  });

  it('sends a collection no reference page names to the last page rather than leaving it out', () => {
    const pages = schemasByReferencePage([collection(z.object({ name: text }))]);
    expect(pages.get(referencePages.at(-1)!.file)!.map(({ name }) => name)).toEqual(['towns']);
  });
});
