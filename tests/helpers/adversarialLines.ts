/**
 * Lines that make a backtracking pattern take super-linear time: long runs of one character, or of
 * a short opening that never closes (`<a `, `{#`, `[!code `…), each `size` characters long.
 */
export function adversarialLines(size: number): Record<string, string> {
  const run = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  const units: Record<string, string> = {
    spaces: ' ',
    tabs: '\t',
    'less-than': '<',
    braces: '{',
    brackets: '[',
    backticks: '`',
    stars: '*',
    underscores: '_',
    backslashes: '\\',
    hashes: '#',
    colons: ':',
    quotes: '"',
    apostrophes: "'",
    dashes: '-',
    slashes: '/',
    digits: '1',
    'tag openings': '<a ',
    'component openings': '<Badge ',
    'attribute starts': ' a=',
    'id openings': '{#',
    'placeholder openings': '{a',
    'code comments': '[!code ',
    'link openings': '](',
    'image openings': '![',
    'html comments': '<!--',
    'entity starts': '&#',
    'vue strings': "'a",
    'curly quotes': '“a: ',
    'spaced colons': ': ',
    'title quotes': ' "a',
    'digit spaces': '1 ',
    'word spaces': 'a ',
    // Not a line but a run of them: a pattern whose `\s` crosses line ends scans it from each one.
    'blank lines': '\n',
  };
  return Object.fromEntries(
    Object.entries(units).flatMap(([name, unit]) => [
      [name, run(unit)],
      // The same run after a word and before a line end: patterns anchored at one end only.
      [`${name} between words`, `a${run(unit)}b`],
    ]),
  );
}

/**
 * The processor time `run` takes, in milliseconds: a stall is work, and the wall clock would also
 * count the time other processes (the suite's other worker, a busy CI machine) take the cores.
 */
function timed(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/**
 * What is wrong with the time `run` takes over a line of `size` characters, if anything: more
 * than a second, and (timed again at a quarter of the size, to tell a slow machine from a slow
 * rule) more than 8 times as long as there, where a linear rule takes 4 times as long and a
 * quadratic one 16. The first run also compiles the code it meets: a slow one is timed again, and
 * each size keeps its best of two (of three when the full size still looks slow). A rule that is
 * linear but costly (yaml reading 200,000 nested `[`, about 1 s on a loaded machine) is not a stall.
 *
 * The quarter is timed first: a cost of at most a quadratic in the size (a backtracking pattern
 * over one line, a rule that starts over for each block) takes at most 16 times as long at the
 * full size, so a quarter within a sixteenth of the second clears the rule without the full run,
 * a quarter of the work (a higher power is no concern: it takes minutes at a quarter already).
 */
export function stall(run: (size: number) => void, size = 200_000): string | undefined {
  const firstQuarter = timed(() => run(size / 4));
  if (firstQuarter <= 1000 / 16) return undefined;
  const first = timed(() => run(size));
  if (first <= 1000) return undefined;
  const quarter = Math.max(
    Math.min(
      firstQuarter,
      timed(() => run(size / 4)),
    ),
    1,
  );
  let full = Math.min(
    first,
    timed(() => run(size)),
  );
  // A run can still be slowed (a collection of garbage left by the one before): a stall is slow every time.
  if (full > 1000 && full / quarter > 8)
    full = Math.min(
      full,
      timed(() => run(size)),
    );
  if (full <= 1000) return undefined;
  return full / quarter > 8 ? `${Math.round(full)} ms (${Math.round(quarter)} ms at a quarter of the size)` : undefined;
}
