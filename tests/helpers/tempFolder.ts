import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new empty folder in the system's temporary folder, removed when the test that asked for it
 * ends, passed or failed: a test leaves nothing behind in the developer's /tmp.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
