/**
 * One town of a département's finder list, as the build writes it (`/communes/<département>.json`,
 * see townFinderFiles) and the finder field reads it: its name, and the address of its page laid
 * out as the site's pages are (`/metz`, or `/metz/` in `directory` format). A pair rather than an
 * object: the list of the Moselle's 725 towns weighs about 6 KB gzip, a third less than with keys.
 */
export type FinderTown = readonly [name: string, href: string];

/** How many matching towns the finder shows as links; the others are only counted. */
export const finderShown = 10;

/** How many letters the finder waits for before it lists towns. */
export const finderMinLetters = 2;
