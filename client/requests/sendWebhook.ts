import { cleanText } from './cleanText.js';

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
 * Posts a request to the business's own webhook (`integrations.requestsWebhookUrl`) as JSON.
 * Throws on every failure (network, CORS, an answer other than 2xx, `signal` aborted), so that
 * the caller opens the mail client instead.
 */
export async function sendWebhook(
  url: string,
  type: RequestType,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<void> {
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
