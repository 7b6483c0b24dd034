import type { Problem, SourcePosition } from '../errors.js';
import { decodeAddress } from '../shared/address.js';
import { fenceSlip } from './fenceSlips.js';
import { splitFrontMatter } from './frontMatter.js';
import { listContent } from './listContent.js';
import { readText } from './readText.js';
import { parseToml } from './tomlSource.js';
import { parseYaml, type YamlSource } from './yamlSource.js';
import { unclosedFrontMatter } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { commentStart } from './commentStart.js';
import { pushAll } from '../shared/pushAll.js';

/** A content file read from disk: its YAML data with positions, and for Markdown its body. */
export interface SourceFile {
  /** Path from the site root, with forward slashes: `content/site.yaml`. */
  path: string;
  kind: 'yaml' | 'markdown';
  source: YamlSource;
  /** The file as written, to find where a value appears. */
  text: string;
  /** Markdown text after the front matter. */
  body?: string;
  /** Line of the file where the body starts (1-based). */
  bodyLine?: number;
}

/** Everything under `content/`, parsed but not yet checked against the schemas. */
export interface LoadedContent {
  root: string;
  /** The files by path, in the order of the listing (`site dev` may patch some, see PatchedFiles). */
  files: ReadonlyMap<string, SourceFile>;
  /** CSV tables (`content/local/towns.csv`) as text, by path: parsed once, by the stage that reads them. */
  tables: Map<string, string>;
  problems: Problem[];
}

/**
 * Finds and parses every YAML and Markdown file under `<root>/content`. A file that cannot be
 * listed, read or parsed is a problem, and the others are still read.
 */
export async function loadContent(root: string): Promise<LoadedContent> {
  const listing = listContent(root);
  return readContent(root, listing.files, listing.problems);
}

/** Reads and parses the listed files (the second half of `loadContent`). */
export function readContent(
  root: string,
  paths: string[],
  problems: Problem[] = [],
): LoadedContent & { files: Map<string, SourceFile> } {
  const files = new Map<string, SourceFile>();
  const tables = new Map<string, string>();
  // Synchronous reads: for thousands of small files they are ten times faster than as many
  // promises competing for libuv's four threads (90 ms instead of 950 ms for 10,000 files).
  for (const file of paths) {
    const read = readText(root, file);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    if (file.endsWith('.csv')) {
      tables.set(file, read.text);
      continue;
    }
    const parsed = file.endsWith('.md') ? parseMarkdown(file, read.text) : parseYamlFile(file, read.text);
    if (parsed.file) files.set(file, { ...parsed.file, text: read.text });
    pushAll(problems, parsed.problems);
  }
  return { root, files, tables, problems };
}

type Parsed = { file?: Omit<SourceFile, 'text'>; problems: Problem[] };

/**
 * Where `needle` is first written in the content files, for problems found after rendering: in
 * `first` (the file of the page that links) before any other, never in a YAML comment (a
 * commented-out line publishes nothing). An address is looked for as rendered
 * (`/Mentions%20L%C3%A9gales`) and as an editor may have written it (`/Mentions Légales`).
 */
export function findInContent(loaded: LoadedContent, needle: string, first?: string): SourcePosition | undefined {
  const preferred = first === undefined ? undefined : loaded.files.get(first);
  const files = preferred
    ? [preferred, ...[...loaded.files.values()].filter((file) => file !== preferred)]
    : [...loaded.files.values()];
  for (const form of new Set([needle, decodeAddress(needle)])) {
    const pattern = new RegExp(`(^|[\\s:"'\\[(<])${escape(form)}(["'\\],)>]|\\s|$)`); // YAML values and lists, Markdown links
    for (const file of files) {
      // Most files do not name it at all: not split into lines (0.04 s of each check at 10,000 pages).
      if (!file.text.includes(form)) continue;
      const lines = file.text.split('\n');
      // YAML lines: the whole of a `.yaml` file, the front matter of a Markdown page.
      const yamlLines = file.kind === 'yaml' ? lines.length : (file.bodyLine ?? 1) - 1;
      const index = lines.findIndex((line, at) => pattern.test(at < yamlLines ? withoutComment(line) : line));
      if (index >= 0) return { file: file.path, line: index + 1, column: lines[index]!.indexOf(form) + 1 };
    }
  }
  return undefined;
}

/** A YAML line without its comment: `#` at the start or after a space, to the end of the line. */
function withoutComment(line: string): string {
  const at = commentStart(line);
  return at < 0 ? line : line.slice(0, Math.max(at - 1, 0));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function parseYamlFile(file: string, text: string): Parsed {
  const { source, problems } = parseYaml(file, text);
  return { file: source && { path: file, kind: 'yaml', source }, problems };
}

function parseMarkdown(file: string, text: string): Parsed {
  const { yaml, body, bodyLine, unclosed, format } = splitFrontMatter(text);
  const fence = format === 'toml' ? '+++' : '---';
  if (unclosed) {
    return {
      problems: [
        fenceSlip(file, text, true) ?? problemOf(unclosedFrontMatter, { fence }, { file, line: 1, column: 1 }),
      ],
    };
  }
  // No front matter: the page is empty, or its `---` lines are missing or turned into dashes.
  if (bodyLine === 1 && format === undefined) return { problems: [fenceSlip(file, text, false)!] };
  const { source, problems } = format === 'toml' ? parseToml(file, yaml) : parseYaml(file, yaml);
  return { file: source && { path: file, kind: 'markdown', source, body, bodyLine }, problems };
}
