import path from 'node:path';

/**
 * The absolute path of `relative` under `folder`, refusing (an internal error naming it) a path
 * that is absolute or does not resolve strictly inside `folder` (`../x`, `a/../../x`, `.`).
 * Validation refuses such addresses in content (see `addressFlaw`); this is the writer's own
 * guard, so a bug in a later stage cannot write outside the output folder either.
 */
export function pathInside(folder: string, relative: string): string {
  const base = path.resolve(folder);
  const target = path.resolve(base, relative);
  const rest = path.relative(base, target);
  if (
    path.isAbsolute(relative) ||
    rest === '' ||
    rest === '..' ||
    rest.startsWith(`..${path.sep}`) ||
    path.isAbsolute(rest)
  ) {
    throw new Error(`the output file ${JSON.stringify(relative)} is not inside ${folder}`); // printed as an internal error, with its stack
  }
  return target;
}
