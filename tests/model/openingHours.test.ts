import { describe, expect, it } from 'vitest';
import { canonicalSpans } from '../../model/openingHours.js';

describe('canonicalSpans', () => {
  it('writes every span of a day the site’s way, whatever dash, spaces or clock form the editor typed', () => {
    expect(canonicalSpans('8h-18h')).toBe('8h–18h');
    expect(canonicalSpans('8 h - 18 h')).toBe('8h–18h');
    expect(canonicalSpans('08:00—18:00')).toBe('8h–18h');
    expect(canonicalSpans('Du lundi au vendredi, 08:30-12:00 et 14h05 - 18h')).toBe(
      'Du lundi au vendredi, 8h30–12h et 14h05–18h',
    );
  });

  it('keeps as written a hyphen between two times that are no span of a day', () => {
    expect(canonicalSpans('livré en 48h-72h')).toBe('livré en 48h-72h');
    expect(canonicalSpans('18h-8h')).toBe('18h-8h');
    expect(canonicalSpans('8h75-9h')).toBe('8h75-9h');
  });
});
