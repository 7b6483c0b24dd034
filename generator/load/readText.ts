import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.js';
import { fileProblem } from './fileProblem.js';
import { notUtf8 } from '../messages/fileMessages.js';
import { problemOf } from '../messages/messageKind.js';

// Fatal: a byte sequence that is not UTF-8 is refused rather than published as '�'.
// A byte order mark at the start is dropped (ignoreBOM: false is the default).
const decoder = new TextDecoder('utf-8', { fatal: true });

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
    const problem = fileProblem(file, error);
    if (!problem) throw error;
    return { problem };
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { problem: encodingProblem(file, bytes) };
  }
  return { text: text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text };
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
