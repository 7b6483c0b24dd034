/** How long the checker may take to answer before the dialog says it is unavailable. */
export const frameTimeout = 15_000;

/**
 * Whether the checker's address answers at all. A frame that fails to load still fires `load`
 * (on the browser's error page) and its content is out of reach across origins, so the page asks
 * the same address itself: an opaque answer means reachable; a network error or no answer within
 * `timeoutMs` means the visitor sees an error page.
 */
export async function frameReachable(src: string, timeoutMs = frameTimeout): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetch(src, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
