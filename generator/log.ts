import type { Lang } from './shared/lang.js';
import { inLang, sentenceOf, type Bilingual } from './messages/messageKind.js';
import { warningLine } from './messages/runMessages.js';
import { printable } from './shared/printable.js';

/** Where the build reports progress. Quiet mode keeps only warnings and errors. */
export interface Logger {
  stage(name: string, detail: string, milliseconds: number): void;
  /**
   * One page rendered: listed in verbose mode, counted by the progress bar on a terminal. Its
   * size is asked for only when listed (measuring ten thousand pages costs 0.1 s).
   */
  page(page: PageRendered): void;
  info(line: string): void;
  /** A warning, printed in the logger's language when it is told in both. */
  warn(line: string | Bilingual): void;
  /**
   * Problems that keep the work asked for from being done (`site dev`: a save kept out, dead
   * links), already told in the reader's language: printed as they are, never as a warning.
   */
  error(text: string): void;
}

/** One page rendered, as told to the log. */
export interface PageRendered {
  /** The page's address, such as `/offres/standard`. */
  path: string;
  /** The size of the file written, in bytes; measured only when called. */
  bytes: () => number;
  /** How long its rendering took. */
  milliseconds: number;
  /** How many pages are rendered so far, this one included. */
  done: number;
  /** How many pages this render has in all. */
  total: number;
}

export interface LoggerOptions {
  quiet?: boolean;
  verbose?: boolean;
  /** Whether stderr is a terminal (progress bar) or a log (CI: plain lines only). */
  tty?: boolean;
  /** The language of the warnings (English unless said). */
  lang?: Lang;
}

/** Pages from which a terminal shows a progress bar while rendering. */
const progressFrom = 100;

/**
 * Console logger: progress to stdout, warnings and the progress bar to stderr. What is printed may
 * quote content (a value, a file name): its control characters are shown, not run (see printable).
 */
export function createLogger({
  quiet = false,
  verbose = false,
  tty = Boolean(process.stderr.isTTY),
  lang = 'en',
}: LoggerOptions = {}): Logger {
  return {
    stage: (name, detail, ms) => {
      if (!quiet) console.log(`${name.padEnd(9)} ${detail.padEnd(34)} ${formatMs(ms).padStart(7)}`);
    },
    page: ({ path, bytes, milliseconds, done, total }) => {
      if (quiet) return;
      if (verbose)
        console.log(`  ${path.padEnd(40)} ${formatBytes(bytes()).padStart(9)} ${formatMs(milliseconds).padStart(7)}`);
      else if (tty && total >= progressFrom && (done % 25 === 0 || done === total)) {
        const width = 30;
        const filled = Math.round((done / total) * width);
        process.stderr.write(
          `\rrender    [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} pages${done === total ? '\r\x1b[K' : ''}`,
        );
      }
    },
    info: (line) => {
      if (!quiet) console.log(printable(line));
    },
    warn: (line) => console.warn(printable(inLang(sentenceOf(warningLine, { text: inLang(line, lang) }), lang))),
    error: (text) => console.error(printable(text)),
  };
}

/** A logger that records lines (warnings in `lang`), for tests and for callers that print later. */
export function createMemoryLogger(
  lang: Lang = 'en',
): Logger & { lines: string[]; warnings: string[]; errors: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    warnings,
    errors,
    stage: (name, detail) => lines.push(`${name} ${detail}`),
    page: ({ path, bytes }) => lines.push(`page ${path} ${bytes()}`),
    info: (line) => lines.push(line),
    warn: (line) => warnings.push(inLang(line, lang)),
    error: (text) => errors.push(text),
  };
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** `12345` → `12.1 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
