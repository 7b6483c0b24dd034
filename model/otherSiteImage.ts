import type { z } from 'zod';

/**
 * The start of an image path a browser reads as another site's address: `//evil.example/x.png`,
 * and `/\evil.example/x.png` or `\\evil.example`, since browsers read `\` as `/` in web addresses.
 * For the patterns of image fields, so that editors' tools refuse it as the check does.
 */
export const otherSiteStart = /^[/\\]{2}/;

/**
 * Refuses an image path of content that starts with two slashes (a backslash counting as one):
 * the image would come from another site, out of reach of the check that its file is in
 * `public/`, and `site dev`, which serves pages without the Content-Security-Policy, would load
 * it. Returns whether it refused; the field's later checks are then skipped.
 */
export function refuseOtherSiteImage(value: string, context: z.RefinementCtx): boolean {
  if (!otherSiteStart.test(value)) return false;
  context.addIssue({
    code: 'custom',
    // The field's other checks (its pattern) would only repeat it less clearly.
    continue: false,
    message: 'expected an image of this site: a path starting with two slashes, / or backslash, leads to another site',
    params: {
      hint: 'copy the image under public/ (for example public/images/photo.jpg) and write its path from the site root with a single /: /images/photo.jpg.',
    },
  });
  return true;
}
