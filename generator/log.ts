/** Where the build reports progress. Quiet mode keeps only warnings and errors. */
export interface Logger {
  stage(name: string, detail: string, milliseconds: number): void;
  info(line: string): void;
  warn(line: string): void;
}

/** Console logger: progress to stdout, warnings to stderr. */
export function createLogger({ quiet = false }: { quiet?: boolean } = {}): Logger {
  return {
    stage: (name, detail, ms) => {
      if (!quiet) console.log(`${name.padEnd(9)} ${detail.padEnd(34)} ${formatMs(ms).padStart(7)}`);
    },
    info: (line) => {
      if (!quiet) console.log(line);
    },
    warn: (line) => console.warn(`warning: ${line}`),
  };
}

/** A logger that records lines, for tests and for callers that print later. */
export function createMemoryLogger(): Logger & { lines: string[]; warnings: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  return {
    lines,
    warnings,
    stage: (name, detail) => lines.push(`${name} ${detail}`),
    info: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
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
