import { cleanText } from './cleanText.js';
import { sendThrottleMs } from './sendEmail.js';

/** Which form a request comes from, sent as `type`: one webhook receives both. */
export type RequestType = 'devis' | 'demo';

/** Parameters written on several lines, which keep their line breaks. */
const multilineParams = new Set(['message', 'cart_summary']);

/**
 * The JSON a requests webhook receives: the EmailJS template parameters (`from_name`, `from_email`,
 * `telephone`, `entreprise`, `effectif`, `message`, `subject`, and `besoin` with `cart_summary` for
 * a quote, `secteur`, `date_preferee` and `heure_preferee` for a demo), each cleaned of control and
 * direction characters (see cleanText), and `type`, which form sent it.
 */
export function webhookBody(type: RequestType, params: Record<string, string>): Record<string, string> {
  const clean = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, cleanText(value, multilineParams.has(key))]),
  );
  return { type, ...clean };
}

/**
 * Posts a request to the business's own webhook (`integrations.requestsWebhookUrl`) as JSON, with
 * EmailJS's guards: nothing leaves a browser driven by automation (`navigator.webdriver`), and one
 * request per form per `sendThrottleMs`, counted in localStorage across tabs and reloads. Throws on
 * every failure (those guards, network, CORS, an answer other than 2xx, `signal` aborted), so that
 * the caller opens the mail client instead.
 */
export async function sendWebhook(
  url: string,
  type: RequestType,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.webdriver) throw new Error('Requests webhook: automated browser');
  throttle(`requests-webhook:${type}`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(webhookBody(type, params)),
    // No cookie nor referrer path leaves for another host; the webhook needs neither.
    credentials: 'omit',
    referrerPolicy: 'origin',
    signal,
  });
  if (!response.ok) throw new Error(`Requests webhook answered ${response.status}`);
}

/** Throws when a request of this form left less than `sendThrottleMs` ago; else notes this one. Storage refused: no count. */
function throttle(key: string): void {
  let last = 0;
  try {
    last = Number(globalThis.localStorage?.getItem(key));
  } catch {
    return;
  }
  if (last && Date.now() - last < sendThrottleMs)
    throw new Error(`Requests webhook: one request per ${sendThrottleMs} ms`);
  try {
    globalThis.localStorage?.setItem(key, String(Date.now()));
  } catch {
    // storage full or refused: this request is sent all the same
  }
}
