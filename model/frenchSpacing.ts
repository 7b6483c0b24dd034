/**
 * French typography for editors who type ordinary spaces: the space before `: ; ! ? % € »` and
 * after `«` becomes non-breaking, so the sign never starts a line. Other text is unchanged.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?%€»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
