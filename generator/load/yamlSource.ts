import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Problem, SourcePosition } from '../errors.js';
import { indentCodes, indentSlips } from './indentSlips.js';
import { parsePlainMap } from './plainMap.js';
import { splitItems, type SplitItem } from './flowCommas.js';
import { mergedItems, type MergedItem } from './mergedItems.js';
import { problemOf } from '../messages/messageKind.js';
import { yamlAliases } from '../messages/syntaxMessages.js';
import { deepLine, longestLine, tooDeep, yamlErrors } from './yamlErrors.js';

/** A parsed YAML text that can still say where each value came from. */
export interface YamlSource {
  file: string;
  data: unknown;
  /** Position of the value at `path`, or of its nearest existing parent when it is missing. */
  locate(path: readonly PropertyKey[]): SourcePosition;
  /** Position of the key `key` in the map at `path` (for unknown fields). */
  locateKey(path: readonly PropertyKey[], key: string): SourcePosition;
  /** The value at `path` exactly as written (`+300`, not `300`), when it exists. */
  rawAt(path: readonly PropertyKey[]): string | undefined;
  /** Texts of `[…]` lists split at a decimal comma (`[écran 4,3 pouces]`): a warning, not an error. */
  splitItems?: SplitItem[];
  /** Items of lists folded over a line that reads like an item of its own: a warning. */
  mergedItems?: MergedItem[];
  /** `toml` for TOML front matter (see parseToml), whose fields are written `key = value`. */
  syntax?: 'toml';
}

/**
 * Parses YAML keeping line numbers (front matter is passed with the line break that ends its
 * opening `---`, so lines match the file's). Syntax errors come back as problems, not exceptions.
 * Texts made only of `key: text` lines take a fast path that gives the same data.
 */
export function parseYaml(file: string, text: string): { source?: YamlSource; problems: Problem[] } {
  const parse = () => {
    const lineCounter = new LineCounter();
    // yaml makes an Error for each error it finds, thousands on a long pasted line (one per `"`):
    // their stack traces, never read, were most of the time spent on 200 KB of quotes.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return { lineCounter, doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }) };
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
  const plain = parsePlainMap(text);
  const deep = plain ? undefined : deepLine(text);
  if (deep) return { problems: [tooDeep(file, deep)] };
  let first: ReturnType<typeof parse> | undefined;
  try {
    first = plain ? undefined : parse();
  } catch (error) {
    if (error instanceof RangeError) return { problems: [tooDeep(file, longestLine(text))] };
    throw error;
  }
  const atIn =
    (lineCounter: LineCounter) =>
    (offset: number): SourcePosition => {
      const { line, col } = lineCounter.linePos(offset);
      return { file, line, column: col };
    };
  if (first && first.doc.errors.length > 0) {
    // A shifted line makes yaml report the lines after it, often many times: name the line itself.
    const slips = first.doc.errors.some((error) => indentCodes.has(error.code)) ? indentSlips(file, text) : [];
    if (slips.length > 0) return { problems: slips };
    return { problems: yamlErrors(text, first.doc.errors, atIn(first.lineCounter)) };
  }
  let data: unknown = plain;
  if (first) {
    try {
      data = first.doc.toJS() ?? {};
    } catch (error) {
      const problem =
        error instanceof ReferenceError
          ? aliasProblem(error.message, first.doc, atIn(first.lineCounter))
          : error instanceof RangeError
            ? tooDeep(file, longestLine(text))
            : undefined;
      if (!problem) throw error;
      return { problems: [problem] };
    }
  }
  // Positions are asked for only when something is wrong: the syntax tree is not kept (it weighs
  // far more than the data, and ten thousand of them slow every garbage collection); it is parsed
  // again on the first question.
  let tree: ReturnType<typeof parse> | undefined;
  const positions = () => {
    tree ??= parse();
    return { root: tree.doc.contents as Node | null, doc: tree.doc, at: atIn(tree.lineCounter) };
  };
  const locate = (path: readonly PropertyKey[]) => {
    const { root, at } = positions();
    return at(startOf(nodeAt(root, path)) ?? 0);
  };
  const locateKey = (path: readonly PropertyKey[], key: string) => {
    const { root, at } = positions();
    const parent = nodeAt(root, path);
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
      const start = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      if (start !== undefined) return at(start);
    }
    return locate(path);
  };
  const rawAt = (path: readonly PropertyKey[]) => {
    const { root, doc: tree } = positions();
    const node = nodeAt(root, path);
    return node?.range && path.length > 0 && tree.getIn(path, true) === node
      ? text.slice(node.range[0], node.range[1])
      : undefined;
  };
  const split = first && text.includes('[') ? splitItems(first.doc, text, atIn(first.lineCounter)) : [];
  const merged = first && text.includes('- ') ? mergedItems(first.doc, text, atIn(first.lineCounter)) : [];
  return {
    source: {
      file,
      data,
      locate,
      locateKey,
      rawAt,
      ...(split.length > 0 ? { splitItems: split } : {}),
      ...(merged.length > 0 ? { mergedItems: merged } : {}),
    },
    problems: [],
  };
}

/**
 * The problem behind yaml's refusal to build the data: an alias without its anchor, or more
 * than 100 aliases expanded ("billion laughs": a few lines that would take gigabytes once every
 * alias is copied out). `undefined` for anything else, which is a bug.
 */
function aliasProblem(reason: string, doc: Document, at: (offset: number) => SourcePosition): Problem | undefined {
  // "Unresolved alias (the anchor must be set before the alias): name"
  const named = reason.startsWith('Unresolved alias') ? reason.lastIndexOf(': ') : -1;
  const missing = named >= 0 ? reason.slice(named + 2) : undefined;
  if (!missing && !reason.startsWith('Excessive alias count')) return undefined;
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      if (missing && node.source !== missing) return undefined;
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return problemOf(yamlAliases, { missing }, at(offset));
}

/** The deepest node along `path` that exists. */
function nodeAt(root: Node | null, path: readonly PropertyKey[]): Node | null {
  let node: Node | null = root;
  for (const key of path) {
    let next: unknown;
    if (isMap(node)) next = node.get(key, true);
    else if (isSeq(node) && typeof key === 'number') next = node.items[key];
    if (!next || typeof next !== 'object') break;
    node = next as Node;
  }
  return node;
}

function startOf(node: Node | null): number | undefined {
  return node?.range?.[0];
}
