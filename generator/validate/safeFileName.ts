/** Letters an accent-stripping decomposition leaves whole. */
const ligatures: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };

/**
 * A file's path (`/images/photo équipe.jpg`) written with characters the site's paths refuse —
 * a space, an accented letter, a sign such as `(` or `'` — and the path to use instead, each
 * folder and name as written but for those (`/images/photo-equipe.jpg`): accents dropped,
 * ligatures spelt out, any other run of refused characters one `-`. `undefined` when the path
 * has none of them (what is wrong with it is something else).
 */
export function safeFileName(path: string): { faults: string[]; fixed: string } | undefined {
  const faults = [...new Set([...path].filter((char) => !/[\w\-./]/.test(char)))];
  if (faults.length === 0 || /[?#]/.test(path)) return undefined;
  const fixed = path
    .split('/')
    .map((segment) => {
      const name = segment
        .replace(/[œŒæÆß]/g, (char) => ligatures[char]!)
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^\w\-.]+/g, '-')
        .replace(/-{2,}/g, '-');
      return name.replace(/^-|-(?=\.[^.]*$)|-$/g, '');
    })
    .join('/');
  return /^\/[\w\-./]+$/.test(fixed) && fixed !== path ? { faults, fixed } : undefined;
}
