import { describe, expect, it } from 'vitest';
import { queryValue } from '../../model/queryValue.js';

describe('queryValue (issue 40, point 5)', () => {
  it("percent-encodes what encodeURIComponent leaves: ' ( ) ! *", () => {
    expect(queryValue("Devis – L'Hôpital (57) ! *")).toBe(
      'Devis%20%E2%80%93%20L%27H%C3%B4pital%20%2857%29%20%21%20%2A',
    );
  });

  it('is read back as written by the request form (URLSearchParams)', () => {
    const text = "Devis – L'Hôpital & Saint-Jean-d'Angély #2 ?";
    expect(new URLSearchParams(`?demande=${queryValue(text)}`).get('demande')).toBe(text);
  });
});
