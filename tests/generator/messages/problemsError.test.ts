import { describe, expect, it } from 'vitest';
import { formatError, type Problem } from '../../../generator/errors.js';
import { problemsError } from '../../../generator/messages/problemsError.js';

const nb = '\u00a0';
const photo: Problem = {
  position: { file: 'content/pages/cgv.md', line: 12, column: 3 },
  field: '',
  message: 'the image /images/photo.jpg cannot be read',
  fr: { message: 'l’image /images/photo.jpg ne peut pas être lue' },
};

describe('the closing line of a check that stops the build', () => {
  it('names every check in French, the image check included', () => {
    expect(
      formatError(problemsError([photo], 'Image check'), 'fr')
        .split('\n')
        .at(-1),
    ).toBe(
      `Vérification des images en échec${nb}: 1 problème trouvé. Rien n’a été écrit${nb}; le site précédent est inchangé.`,
    );
    expect(
      formatError(problemsError([photo, photo], 'Link check'), 'en')
        .split('\n')
        .at(-1),
    ).toBe('Link check failed: 2 problems found. Nothing was written; the previous output is unchanged.');
  });

  it('lists the problems by file, line and column', () => {
    const earlier = { ...photo, position: { ...photo.position, line: 2 } };
    const lines = formatError(problemsError([photo, earlier], 'Content check'), 'en').split('\n');
    expect(lines.slice(0, 2).map((line) => line.split(' ')[0])).toEqual([
      'content/pages/cgv.md:2:3',
      'content/pages/cgv.md:12:3',
    ]);
  });
});
