/**
 * The methods `site dev` and `site serve` answer: both only read. The dev client asks for its
 * event stream with GET too (an EventSource), so `site dev` needs nothing more.
 */
export const allowedMethods = ['GET', 'HEAD'] as const;

/**
 * Whether `site dev` and `site serve` answer a request made with `method`: GET and HEAD only.
 * Any other that Node's parser lets through (POST, PUT, DELETE, PATCH, TRACE, OPTIONS, PROPFIND…)
 * used to get the page and 200, as if it had been stored, deleted or echoed: a scanner reads that
 * as a server accepting writes, and a client trying its own upload against the local server
 * would believe it worked. Node answers 400 itself to a method it does not know (`FOO`, `get`)
 * and closes a CONNECT unanswered, before any listener sees them.
 */
export function methodAllowed(method: string | undefined): boolean {
  return (allowedMethods as readonly string[]).includes(method ?? '');
}

/** The headers of the 405 answer to a method not allowed: `Allow` names the ones that are. */
export const methodRefusalHeaders = { Allow: allowedMethods.join(', ') };

/** The one sentence a request with a method not allowed reads (its name is not repeated: it may be anything). */
export function methodRefusal(command: 'site dev' | 'site serve'): string {
  return `Method not allowed: ${command} answers only GET and HEAD.\n`;
}
