import { toasts } from '../toast/toastStore.js';
import type { MailRequest } from './mailto.js';
import type { Notice } from './RequestNotice.js';
import { sendEmail, type EmailConfig } from './sendEmail.js';
import { sendWebhook, type RequestType } from './sendWebhook.js';

/** How long the webhook or the e-mail service may take before the mail client is opened instead. */
export const sendTimeoutMs = 10_000;

/** One request: what to send, and what to say whichever way it goes. */
export interface RequestAttempt {
  email: EmailConfig;
  /** The business's own webhook: when given, the request goes there, never to EmailJS. */
  webhookUrl?: string;
  /** Which form sends it, told to the webhook. */
  type: RequestType;
  params: Record<string, string>;
  to: string;
  /** The `mailto:` link used when the e-mail service fails, and the whole text of the request. */
  mailto: () => MailRequest;
  /** The toast shown when the service took the request; a fallback says it in the notice only. */
  sent: { title: string; description: string };
  /** Name of the `.txt` file the complete request is offered as, when the link holds only part of it. */
  filename: string;
}

/**
 * Sends to the webhook when one is configured, else through the e-mail service; on any failure,
 * or no answer within `timeoutMs`, opens the visitor's mail client with the same request instead:
 * never neither. Returns the notice to show after a fallback, or null when the request was taken.
 */
export async function sendOrFallback(attempt: RequestAttempt, timeoutMs = sendTimeoutMs): Promise<Notice | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const abort = new AbortController();
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`Request silent for ${timeoutMs} ms`));
      }, timeoutMs);
    });
    // The webhook's request is aborted at the timeout. EmailJS's send takes no AbortSignal: a late
    // answer after the timeout is ignored (the mail client is already open), so the provider may,
    // rarely, get the request twice but never zero times.
    const sending = attempt.webhookUrl
      ? sendWebhook(attempt.webhookUrl, attempt.type, attempt.params, abort.signal)
      : sendEmail(attempt.email, attempt.params);
    await Promise.race([sending, timeout]);
    toasts().show({ ...attempt.sent, tone: 'success' });
    return null;
  } catch (error) {
    console.error('Erreur lors de l’envoi:', error);
    const mail = attempt.mailto();
    window.location.href = mail.url;
    return { ...mail, to: attempt.to, filename: attempt.filename };
  } finally {
    clearTimeout(timer);
  }
}
