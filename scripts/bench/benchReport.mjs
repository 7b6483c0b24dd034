// What `npm run bench` printed, written into a Markdown page once it ends: the figures belong to
// the bench's output, dated and with the machine's load, not to the README.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpus, loadavg, totalmem } from 'node:os';

/**
 * Keeps every line the bench prints (it still prints them) and, when the process ends without
 * error, writes them to `file`: section titles as headings, the column tables as Markdown tables,
 * under a header with the date, the machine, its load at the start and the end, and the settings.
 */
export function recordReport(file, root) {
  const printed = [];
  const print = console.log;
  console.log = (...values) => {
    printed.push(values.map(String).join(' '));
    print(...values);
  };
  const started = { date: new Date(), load: loadavg() };
  process.on('exit', (code) => {
    if (code !== 0 || printed.length === 0) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, report(printed.join('\n').split('\n'), started, root));
  });
}

function report(lines, started, root) {
  const load = (values) => values.map((value) => value.toFixed(2)).join(', ');
  const cores = cpus();
  const settings = ['BENCH_ONLY', 'BENCH_RUNS', 'BENCH_DEV_EDITS']
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`);
  const header = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.mjs) at the end of its run: do not edit by hand. The machine',
    'is shared, so the figures are indicative; compare runs made under a similar load.',
    '',
    `- date: ${started.date.toISOString().replace(/\.\d+Z$/, 'Z')} (${((Date.now() - started.date.getTime()) / 1000).toFixed(0)} s)`,
    `- machine: ${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`,
    `- load average (1, 5, 15 min): ${load(started.load)} at the start, ${load(loadavg())} at the end`,
    `- commit: ${commit(root)}${settings.length > 0 ? `; ${settings.join(' ')}` : ''}`,
    '',
  ];
  return `${[...header, ...markdown(lines)]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** The bench's lines as Markdown: `2. …` titles as headings, tables (a row, then a row of dashes) as tables. */
function markdown(lines) {
  const out = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const dashes = lines[index + 1];
    if (dashes !== undefined && /^-+(  -+)*\s*$/.test(dashes) && line.trim() !== '') {
      const starts = [...dashes.matchAll(/-+/g)].map((match) => match.index);
      const cells = (row) =>
        starts.map((start, column) =>
          row
            .slice(start, starts[column + 1])
            .trim()
            .replaceAll('|', '\\|'),
        );
      out.push('', `| ${cells(line).join(' | ')} |`, `|${starts.map(() => ' --- ').join('|')}|`);
      for (
        index += 2;
        index < lines.length && lines[index].trim() !== '' && !/^\d+[a-z]?\. /.test(lines[index]);
        index++
      )
        out.push(`| ${cells(lines[index]).join(' | ')} |`);
      out.push('');
      index--;
    } else if (/^\d+[a-z]?\. /.test(line)) out.push('', `## ${line}`, '');
    else out.push(line.trim() === '' ? '' : `${line}  `);
  }
  return out;
}

function commit(root) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
