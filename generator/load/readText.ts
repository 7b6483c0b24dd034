import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.js';
import { fileProblem } from './fileProblem.js';
import { fileTooLarge, notUtf8, utf16File } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';

// Fatal: a byte sequence that is not UTF-8 is refused rather than published as '�'.
// A byte order mark at the start is dropped (ignoreBOM: false is the default).
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The most a content file may hold: text an editor writes is far below (the towns of all France
 * take 4 MB, a long legal page 40 KB); above, a file is no content (a log or a dump saved as .md),
 * and one of more than 512 MB cannot even be made into a string.
 */
const maxBytes = 50 * 1024 * 1024;

/**
 * Reads a content file as UTF-8 text with `\n` line ends, so a file saved with a BOM or with
 * Windows line ends gives exactly the same text as its plain twin. An unreadable or non-UTF-8
 * file comes back as a problem.
 */
export function readText(root: string, file: string): { text: string } | { problem: Problem } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(root, file));
  } catch (error) {
    // Over 2 GB, which Node does not read into one buffer.
    if ((error as NodeJS.ErrnoException).code === 'ERR_FS_FILE_TOO_LARGE') return { problem: tooLarge(file) };
    const problem = fileProblem(file, error);
    if (!problem) throw error;
    return { problem };
  }
  if (bytes.length > maxBytes) return { problem: tooLarge(file, bytes.length) };
  if (isUtf16(bytes)) return { problem: problemOf(utf16File, {}, { file, line: 1, column: 1 }) };
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { problem: encodingProblem(file, bytes) };
  }
  return { text: text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text };
}

/** The problem of a file over `maxBytes` (`bytes`, when it could be read). */
function tooLarge(file: string, bytes?: number): Problem {
  const megabytes = bytes === undefined ? undefined : Math.round(bytes / 1024 / 1024);
  return problemOf(fileTooLarge, { megabytes, limit: maxBytes / 1024 / 1024 }, { file, line: 0, column: 0 });
}

/**
 * Whether `bytes` are UTF-16 text: its byte order mark (FF FE, FE FF), or without it a zero byte
 * among the first two, which no text in UTF-8 has (`t\0i\0t\0` decodes as UTF-8, zeros included).
 */
function isUtf16(bytes: Uint8Array): boolean {
  if (bytes.length < 2) return false;
  const [first, second] = [bytes[0]!, bytes[1]!];
  return (first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff) || first === 0 || second === 0;
}

/** Names the line and column of the first byte that is not UTF-8. */
function encodingProblem(file: string, bytes: Uint8Array): Problem {
  const stream = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let column = 1;
  let start = 0; // first byte of the character being decoded
  const at = (index: number) => {
    const byte = bytes[index] ?? bytes[start]!;
    return problemOf(
      notUtf8,
      { byte: `0x${byte.toString(16).toUpperCase().padStart(2, '0')}` },
      { file, line, column },
    );
  };
  for (let index = 0; index < bytes.length; index++) {
    let chars: string;
    try {
      chars = stream.decode(bytes.subarray(index, index + 1), { stream: true });
    } catch {
      return at(start);
    }
    if (chars === '') continue;
    for (const char of chars) {
      if (char === '\n') [line, column] = [line + 1, 1];
      else column += char.length;
    }
    start = index + 1;
  }
  return at(start); // the file ends in the middle of a character
}
