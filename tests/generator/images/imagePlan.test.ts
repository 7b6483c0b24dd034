import { describe, expect, it } from 'vitest';
import { imagePlan } from '../../../generator/images/imagePlan.js';

const plan = (width: number, height: number, alpha = false) =>
  imagePlan({ source: '/p/photo.jpg', address: '/images/Salle de réunion.JPG', width, height, alpha, digest: 'ab12' });

describe('the files an image is published as', () => {
  it('are AVIF, WebP and JPEG in the candidate widths, never wider than the source nor than 2,560 pixels', () => {
    const wide = plan(8000, 6000).published;
    expect(wide.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(wide.sources[0]!.candidates.map((candidate) => candidate.width)).toEqual([480, 800, 1200, 1600, 2400, 2560]);
    // width and height keep the source's ratio at the widest file's size.
    expect([wide.width, wide.height]).toEqual([2560, 1920]);
    expect(plan(1000, 750).published.sources[2]!.candidates.map((candidate) => candidate.width)).toEqual([
      480, 800, 1000,
    ]);
    expect(plan(300, 200).published.sources[1]!.candidates.map((candidate) => candidate.width)).toEqual([300]);
  });

  it('keep transparency in a PNG fallback, and have names safe in any address, one per source and options', () => {
    const { published, jobs } = plan(1200, 800, true);
    expect(published.sources.at(-1)!.type).toBe('image/png');
    expect(jobs.map((job) => job.path)).toContainEqual(
      expect.stringMatching(/^assets\/images\/salle-de-r-union-[0-9a-f]{10}-800\.avif$/),
    );
    expect(new Set(jobs.map((job) => job.key)).size).toBe(jobs.length);
    const other = imagePlan({
      source: '/p/photo.jpg',
      address: '/images/a.png',
      width: 1200,
      height: 800,
      alpha: true,
      digest: 'cd34',
    });
    expect(other.jobs.map((job) => job.key)).not.toContain(jobs[0]!.key);
  });
});
