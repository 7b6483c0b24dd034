import path from 'node:path';
import type { Route } from '../route/route.js';

/** A file of the site as `site dev` serves it. */
export interface MemoryFile {
  body: Uint8Array | string;
  type: string;
  /** HTTP status; 200 unless said. */
  status?: number;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
};

/** The content type of a path, by its extension. */
export function contentType(file: string): string {
  return types[path.extname(file)] ?? 'application/octet-stream';
}

/** Whether `value` is a page rather than a file. */
export function isRoute(value: Route | MemoryFile): value is Route {
  return 'path' in value;
}
