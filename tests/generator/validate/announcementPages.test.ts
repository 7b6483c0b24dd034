import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../../generator/load/loadContent.js';
import { announcementPages } from '../../../generator/validate/announcementPages.js';
import type { ShownAnnouncement } from '../../../model/announcement.js';
import { stall } from '../../helpers/adversarialLines.js';
import { createFixtureFolder, type FixtureFolder } from '../../helpers/fixtureFolder.js';

// The addresses an announcement names, checked against the site's pages (see announcements.test.ts
// for the messages as an editor reads them in a build).
const file = 'content/announcements.yaml';
const paths = ['/', '/contact', '/standard-telephonique-virtuel'];

let folder: FixtureFolder;
beforeAll(async () => {
  folder = await createFixtureFolder({
    [file]: 'announcements:\n  - text: Fermé\n    start: 2026-12-01\n    end: 2026-12-31\n    pages: [/contact]\n',
  });
});
afterAll(() => folder.remove());

/** The problems of one announcement shown on `pages`. */
function problemsOf(pages: string[]) {
  const loaded = readContent(folder.root, [file]);
  const shown = { text: 'Fermé', start: '2026-12-01', end: '2026-12-31', pages, upcoming: false, index: 0 };
  return announcementPages([shown as ShownAnnouncement], paths, loaded);
}

describe('an announced address no page has', () => {
  it('names the page an address with slashes at its end meant', () => {
    const [problem] = problemsOf(['/contact//']);
    expect(problem?.message).toBe('no page has the address /contact//: the announcement cannot be shown there');
    expect(problem?.hint).toMatch(/^did you mean \/contact\? /);
  });

  it('names the home page for an address of slashes only', () => {
    expect(problemsOf(['///'])[0]?.hint).toMatch(/^did you mean \/\? /);
  });

  it('is checked without stalling when it holds 200,000 slashes before a letter', () => {
    expect(stall((size) => problemsOf([`/${'/'.repeat(size)}x`]))).toBeUndefined();
  });
});
