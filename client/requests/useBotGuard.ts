import { useEffect, useRef, type RefObject } from 'react';
import { screenRequest, trapFieldName, type Verdict } from './screenRequest.js';

/**
 * Watches a request form for what tells people from scripts: when it became ready, whether a key
 * was pressed in it, what its trap field holds. Returns `screen`, called on submit: it waits out
 * the minimum time for a visitor who typed, and resolves to the verdict (see screenRequest).
 */
export function useBotGuard(form: RefObject<HTMLFormElement | null>): () => Promise<Verdict> {
  const readyAt = useRef(0);
  const typed = useRef(false);

  useEffect(() => {
    readyAt.current = performance.now();
    const element = form.current;
    if (!element) return;
    // Text in the fields when the island takes over was typed before it loaded (a slow network):
    // that visitor typed, even though no key press reached this listener.
    const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[type="text"], input[type="email"], input[type="tel"], textarea',
    );
    typed.current = Array.from(fields).some((field) => field.name !== trapFieldName && field.value !== '');
    // Only key presses the browser itself reports count: a script's dispatched events are untrusted.
    const onKey = (event: KeyboardEvent) => {
      if (event.isTrusted) typed.current = true;
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, []);

  return async () => {
    const trap = form.current?.elements.namedItem(trapFieldName);
    const verdict = screenRequest({
      trap: trap instanceof HTMLInputElement ? trap.value : '',
      elapsedMs: performance.now() - readyAt.current,
      typed: typed.current,
    });
    if (verdict.send && verdict.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.waitMs));
    return verdict;
  };
}
