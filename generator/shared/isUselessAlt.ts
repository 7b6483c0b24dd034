/**
 * A description of a picture that says nothing of it: a camera's or a screenshot's file name
 * (`IMG_2034.jpg`, `DSC0001`, `Capture 2026-03-01`), any file name, or a word that only says it
 * is a picture (`image`, `photo 2`, `capture d’écran`). Anchored, linear on any length.
 */
const useless =
  /^(?:(?:IMG|DSC|DSCN|DSCF|PXL|P|Capture|Screenshot)[_ -]?[\d_ -]+(?:\.\w{3,4})?|[\w -]+\.(?:jpe?g|png|gif|webp|avif|svg|heic)|(?:image|photo|img|illustration|picture|capture(?: d[’']écran)?|screenshot)(?: ?\d+)?)$/i;

/** Whether `alt` describes nothing: screen readers would read a file name or the word « image ». */
export function isUselessAlt(alt: string): boolean {
  return useless.test(alt.trim());
}
