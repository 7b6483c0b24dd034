import { describe, expect, it } from 'vitest';
import { frenchSpacing } from '../../model/frenchSpacing.js';

describe('frenchSpacing', () => {
  it('makes the space before high punctuation and currency non-breaking', () => {
    expect(frenchSpacing('Prix : 19 € ; remise 10 % ! Vraiment ?')).toBe(
      'Prix\u00a0: 19\u00a0€\u00a0; remise 10\u00a0%\u00a0! Vraiment\u00a0?',
    );
  });

  it('handles guillemets on both sides', () => {
    expect(frenchSpacing('le « client »')).toBe('le «\u00a0client\u00a0»');
  });

  it('leaves addresses, times and text already correct alone', () => {
    for (const text of ['https://www.example.fr:8080/a?b=c', '9h–18h', 'Prix\u00a0: 19\u00a0€'])
      expect(frenchSpacing(text)).toBe(text);
  });
});
