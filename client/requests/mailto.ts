/** Longest mail link body we build: mail clients and browsers cut longer `mailto:` links. */
export const mailtoBodyLimit = 1800;

/** A `mailto:` link with subject and body, each encoded. */
export function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Fits a body under the limit: the fields always stay whole; the cart part is replaced by a
 * shorter version, then cut with a note, when the whole would be too long.
 */
export function fitBody(fields: string, cart: string, shorterCart: string): string {
  const compose = (part: string) => `${fields}\n\nPanier :\n${part}`;
  if (compose(cart).length <= mailtoBodyLimit) return compose(cart);
  if (compose(shorterCart).length <= mailtoBodyLimit) return compose(shorterCart);
  const note = '\n[…] Panier abrégé : le détail complet vous sera demandé par notre expert.';
  const room = Math.max(0, mailtoBodyLimit - compose('').length - note.length);
  return compose(shorterCart.slice(0, room) + note);
}
