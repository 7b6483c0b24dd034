import { describe, expect, it } from 'vitest';
import { fileFormat, frenchFileSize, frenchMegabytes, typedSizeFits } from '../../model/fileSize.js';

// Issue 43, item 3: a document says its file's size the French way, 1 Ko being 1,000 octets.
const nb = '\u00a0';

describe('frenchFileSize', () => {
  it('says Ko under a megabyte, whole, and Mo above with one decimal, a non-breaking space before the unit', () => {
    expect(frenchFileSize(300_000)).toBe(`300${nb}Ko`);
    expect(frenchFileSize(2_371)).toBe(`2${nb}Ko`);
    expect(frenchFileSize(1_234_567)).toBe(`1,2${nb}Mo`);
    expect(frenchFileSize(4_250_001)).toBe(`4,3${nb}Mo`);
  });

  it('never says a file weighs nothing, and goes to Mo where Ko would read 1 000', () => {
    expect(frenchFileSize(12)).toBe(`1${nb}Ko`);
    expect(frenchFileSize(999_499)).toBe(`999${nb}Ko`);
    expect(frenchFileSize(999_600)).toBe(`1,0${nb}Mo`);
  });

  it('says a typed size in Mo with its decimal comma', () => {
    expect(frenchMegabytes(1.2)).toBe(`1,2${nb}Mo`);
    expect(frenchMegabytes(3)).toBe(`3,0${nb}Mo`);
  });
});

describe('typedSizeFits', () => {
  it('accepts a typed size within its rounding, as many decimals as typed', () => {
    expect(typedSizeFits(1.2, 1_249_000)).toBe(true);
    expect(typedSizeFits(1.2, 1_150_000)).toBe(true);
    expect(typedSizeFits(1.2, 1_251_000)).toBe(false);
    expect(typedSizeFits(1.2, 2_371)).toBe(false);
    expect(typedSizeFits(0.25, 254_000)).toBe(true);
    expect(typedSizeFits(0.25, 300_000)).toBe(false);
  });
});

describe('fileFormat', () => {
  it('names the format from the ending of the address', () => {
    expect(fileFormat('/documents/guide-demarrage.pdf')).toBe('PDF');
  });
});
