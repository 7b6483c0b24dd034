import { describe, expect, it } from 'vitest';
import { nearest } from '../../../generator/shared/nearest.js';
import { stall } from '../../helpers/adversarialLines.js';

// The « did you mean » of many messages: a town's slug, a sector, a field's name, an announced page.
const towns = ['metz', 'nancy', 'le-ban-saint-martin', 'thionville', 'verdun'];

describe('the name an editor most likely meant', () => {
  it('is the closest within a third of the word, whatever its case', () => {
    expect(nearest('mets', towns)).toBe('metz');
    expect(nearest('Thionvile', towns)).toBe('thionville');
    expect(nearest('le-ban-st-martin', towns)).toBe('le-ban-saint-martin');
  });

  it('is none when every name is further than the tolerance', () => {
    expect(nearest('strasbourg', towns)).toBeUndefined();
    expect(nearest('metzz', towns, 0)).toBeUndefined();
  });

  it('is the first of two names as close', () => {
    expect(nearest('nancx', ['nancy', 'nance'])).toBe('nancy');
  });

  it('is looked for without stalling in 35,000 names for a value of 200,000 characters', () => {
    const names = Array.from({ length: 35_000 }, (_, index) => `commune-${index}`);
    expect(stall((size) => expect(nearest('a'.repeat(size), names)).toBeUndefined())).toBeUndefined();
  });
});
