/**
 * Mozilla's HTTP Observatory score, computed from the headers of one answer as its scanner does
 * (github.com/mdn/mdn-http-observatory: `src/analyzer/tests/*.js` for the tests,
 * `src/grader/charts.js` for their modifiers, `src/scanner/index.js` for the sum): 100, plus every
 * test's modifier; bonuses count only when the score without them is 90 or more. What a scan of a
 * local server cannot see is left at the modifier it has for this site: cookies (none set: 0),
 * redirection (HTTP → HTTPS on the same host, by the nginx configuration: 0), subresource
 * integrity (all scripts from the site itself: 0).
 */
export interface ObservatoryScore {
  score: number;
  grade: string;
  /** Each test's modifier, by the scanner's name of the test. */
  tests: Record<string, number>;
}

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const unsafeInline = new Set(["'unsafe-inline'", 'data:']);

/** The score of an answer with `headers` (any case), for a site served over HTTPS when `https`. */
export function observatoryScore(headers: Record<string, string | undefined>, https = true): ObservatoryScore {
  const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const csp = parseCsp(header('content-security-policy'));
  const tests: Record<string, number> = {
    'content-security-policy': cspModifier(csp, https),
    cookies: 0,
    'cross-origin-resource-sharing':
      header('access-control-allow-origin') &&
      header('access-control-allow-origin') !== '*' &&
      header('access-control-allow-credentials')?.toLowerCase() === 'true'
        ? -50
        : 0,
    redirection: 0,
    'referrer-policy': referrerModifier(header('referrer-policy')),
    'strict-transport-security': https ? hstsModifier(header('strict-transport-security')) : -20,
    'subresource-integrity': 0,
    'x-content-type-options': header('x-content-type-options')?.trim().toLowerCase() === 'nosniff' ? 0 : -5,
    'x-frame-options': csp?.has('frame-ancestors')
      ? 5
      : ['deny', 'sameorigin'].includes(header('x-frame-options')?.trim().toLowerCase() ?? '')
        ? 0
        : -20,
    'cross-origin-resource-policy': corpModifier(header('cross-origin-resource-policy')),
  };
  const modifiers = Object.values(tests);
  const withBonus = 100 + modifiers.reduce((sum, value) => sum + value, 0);
  const withoutBonus = 100 + modifiers.filter((value) => value < 0).reduce((sum, value) => sum + value, 0);
  const score = Math.max(withoutBonus >= 90 ? withBonus : withoutBonus, 0);
  return { score, grade: grade(score), tests };
}

/** The policies of the header (comma-separated), their directives merged as the scanner does. */
function parseCsp(value: string | undefined): Map<string, Set<string>> | undefined {
  if (!value?.trim()) return undefined;
  const directives = new Map<string, Set<string>>();
  for (const policy of value.split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
      if (name && !directives.has(name)) directives.set(name, new Set(sources));
    }
  }
  return directives;
}

function cspModifier(csp: Map<string, Set<string>> | undefined, https: boolean): number {
  if (!csp) return -25;
  const star = new Set(['*']);
  const script = csp.get('script-src') ?? csp.get('default-src') ?? star;
  const object = csp.get('object-src') ?? csp.get('default-src') ?? star;
  const style = csp.get('style-src') ?? csp.get('default-src') ?? star;
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script]);
  const insecure = (sources: string[]) =>
    https && sources.some((source) => source.startsWith('http:') || source.startsWith('ftp:'));
  if (
    [...script].some((source) => broad.has(source) || unsafeInline.has(source)) ||
    [...object].some((source) => broad.has(source))
  )
    return -20;
  if (insecure(active)) return -20;
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return -10;
  if (insecure(passive)) return -10;
  if ([...style].some((source) => broad.has(source) || unsafeInline.has(source))) return 0;
  const defaultSrc = csp.get('default-src');
  return defaultSrc?.has("'none'") && defaultSrc.size === 1 ? 10 : 5;
}

function referrerModifier(value: string | undefined): number {
  if (value === undefined) return 0;
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // The last policy the browser knows wins.
  const policy = value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => good.includes(item) || bad.includes(item))
    .at(-1);
  return policy && good.includes(policy) ? 5 : -5;
}

function hstsModifier(value: string | undefined): number {
  if (value === undefined) return -20;
  if (value.includes(',')) return -20; // sent twice
  const maxAge = value
    .split(';')
    .map((item) => item.trim().toLowerCase())
    .find((item) => item.startsWith('max-age='));
  if (!maxAge) return -20;
  return Number.parseInt(maxAge.slice(8), 10) >= 15_552_000 ? 0 : -10;
}

function corpModifier(value: string | undefined): number {
  if (value === undefined) return 0;
  const policy = value.trim().toLowerCase();
  return ['same-origin', 'same-site'].includes(policy) ? 10 : policy === 'cross-origin' ? 0 : -5;
}

function grade(score: number): string {
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return chart.find(([floor]) => score >= floor)?.[1] ?? 'F';
}
