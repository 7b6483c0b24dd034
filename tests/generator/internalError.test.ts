import { describe, expect, it } from 'vitest';
import { formatError } from '../../generator/errors.js';

describe('an internal error as the CLI prints it', () => {
  const error = (stack: string) => Object.assign(new Error('cannot read the price'), { stack });

  it('keeps its stack and, when it names lines of the compiled CLI, says how to see those of the sources', () => {
    const text = formatError(error('Error: cannot read the price\n    at render (/site/dist/cli.cjs:76160:12)'));
    expect(text).toMatch(
      /^Internal error: Error: cannot read the price\n {4}at render \(\/site\/dist\/cli\.cjs:76160:12\)\n/,
    );
    expect(text).toMatch(/NODE_OPTIONS=--enable-source-maps/);
  });

  it('adds nothing to a stack that already names the sources', () => {
    const stack = 'Error: cannot read the price\n    at render (/site/generator/render/renderPage.tsx:12:3)';
    expect(formatError(error(stack))).toBe(`Internal error: ${stack}`);
  });
});
