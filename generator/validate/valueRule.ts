import type { YamlSource } from '../load/yamlSource.js';
import type { MessageKind } from '../messages/messageKind.js';

/** What every value rule knows of the build: computed once, before the walk. */
export interface ValueScope {
  /** Today, `YYYY-MM-DD` (UTC), and the latest day a French editor may call today. */
  today: string;
  latest: string;
  /** The site's host, with and without `www.`; empty before `baseUrl` is read. */
  ownHosts: Set<string>;
  /** The site's domain without `www.` (`telorys.fr`), for e-mail addresses. */
  siteDomain?: string;
}

/** Where the walk is: a value of a YAML file or front matter, and how to report on it. */
export interface ValueVisit {
  source: YamlSource;
  path: (string | number)[];
  scope: ValueScope;
  /** Refuses the value at `path` (by default the one visited): a problem, the page left out. */
  refuse<A>(kind: MessageKind<A>, args: A, path?: (string | number)[]): void;
  /** Warns of the value at `path` (by default the one visited). */
  warn<A>(kind: MessageKind<A>, args: A, path?: (string | number)[]): void;
}

/**
 * A slip in the values of a file that a schema cannot refuse, as a rule: `text` sees each string,
 * `list` each array, `record` each object, walked once for every file (see valueSlips).
 */
export interface ValueRule {
  /** It may refuse a value, so it runs while checking; a rule that only warns may wait (see valueSlips). */
  refuses?: true;
  text?(value: string, visit: ValueVisit): void;
  list?(items: unknown[], visit: ValueVisit): void;
  record?(record: Record<string, unknown>, visit: ValueVisit): void;
}
