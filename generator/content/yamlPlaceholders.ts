import type { Problem } from '../errors.js';
import type { YamlSource } from '../load/yamlSource.js';
import { unknownPlaceholder as unknownName } from '../messages/markdownMessages.js';
import { problemOf } from '../messages/messageKind.js';
import { nearest } from '../shared/nearest.js';

/**
 * Fills the `{name}` placeholders of every text of a checked YAML file, as Markdown pages fill
 * theirs (`Appelez le {phone}` → `Appelez le 03 53 48 10 20`), so a placeholder is never
 * published as written. Names in `kept` are filled later by the page (`{place}` in
 * `content/local-sections.yaml`); any other unknown name is a problem at the value's line,
 * with the nearest known name. Returns the data with its texts filled.
 */
export function fillYamlPlaceholders({
  data,
  source,
  values,
  kept,
  problems,
}: {
  data: unknown;
  source: YamlSource;
  values: Record<string, string>;
  kept: ReadonlySet<string>;
  problems: Problem[];
}): unknown {
  // The hint lists what this file offers: the site's values and the names its page fills (`{place}`).
  const known = [...kept, ...Object.keys(values)];
  const fill = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      if (!value.includes('{')) return value;
      return value.replace(/\{([a-zA-Z_][\w.]*)\}/g, (whole, name: string) => {
        if (Object.hasOwn(values, name)) return values[name]!;
        if (kept.has(name)) return whole;
        problems.push(
          unknownPlaceholder({
            position: source.locate(path),
            path,
            written: whole,
            guess: nearest(name, known) ?? synonymOf(name, kept),
            known,
          }),
        );
        return whole;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => fill(item, [...path, index]));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...path, key])]));
    }
    return value;
  };
  return fill(data, []);
}

/** A `{name}` written in a YAML value that no value fills: where, in which field, and the names known. */
interface UnknownPlaceholder {
  position: Problem['position'];
  /** The value's path in the file, such as `['hero', 'heading']`. */
  path: (string | number)[];
  /** The placeholder as written, braces included. */
  written: string;
  /** The known name nearest to it, if one is close. */
  guess: string | undefined;
  known: string[];
}

function unknownPlaceholder({ position, path, written, guess, known }: UnknownPlaceholder): Problem {
  const field = path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join('');
  return problemOf(unknownName, { written, guess, known }, { ...position, field });
}

/** Names an editor may give `{place}`, the local page's name: `{ville}`, `{commune}`. */
const placeWords =
  /^(ville|commune|city|town|lieu|localite|localité|nom|name|departement|département|secteur|territoire)$/i;

/** The kept name an unknown placeholder stands for, when it is another word for it (`{ville}` for `{place}`). */
function synonymOf(name: string, kept: ReadonlySet<string>): string | undefined {
  return kept.has('place') && placeWords.test(name) ? 'place' : undefined;
}

/** Placeholders a file keeps for its page to fill: `{place}`, the local page's name. */
const keptIn: Record<string, ReadonlySet<string>> = { 'content/local-sections.yaml': new Set(['place']) };

/**
 * `fillYamlPlaceholders` over every checked YAML file of the site: the singles (`site.yaml`
 * included, once its settings are applied) and the entries of each folder, replaced in place.
 */
export function fillContentPlaceholders({
  singles,
  files,
  entries,
  sources,
  values,
  problems,
}: {
  singles: Record<string, unknown>;
  files: Record<string, string>;
  entries: Record<string, { file: string; data: unknown }[]>;
  sources: ReadonlyMap<string, { source: YamlSource }>;
  values: Record<string, string>;
  problems: Problem[];
}): void {
  const none = new Set<string>();
  for (const [name, data] of Object.entries(singles)) {
    const source = sources.get(files[name]!)?.source;
    if (data !== undefined && source)
      singles[name] = fillYamlPlaceholders({ data, source, values, kept: keptIn[source.file] ?? none, problems });
  }
  for (const list of Object.values(entries)) {
    for (const entry of list) {
      const source = sources.get(entry.file)?.source;
      if (source) entry.data = fillYamlPlaceholders({ data: entry.data, source, values, kept: none, problems });
    }
  }
}
