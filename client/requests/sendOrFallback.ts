import { toasts } from '../toast/toastStore.js';
import type { Notice } from './RequestNotice.js';
import { sendEmail, type EmailConfig } from './sendEmail.js';

/** One request: what to send, and what to say whichever way it goes. */
export interface RequestAttempt {
  email: EmailConfig;
  params: Record<string, string>;
  to: string;
  /** The `mailto:` link used when the e-mail service fails. */
  mailto: () => string;
  sent: { title: string; description: string };
  fallback: { title: string; description: string };
}

/**
 * Sends through the e-mail service; on any failure opens the visitor's mail client with the same
 * request instead. Exactly one of the two happens: never both, never neither. Returns the notice
 * to show after a fallback, or null when the service took the request.
 */
export async function sendOrFallback(attempt: RequestAttempt): Promise<Notice | null> {
  try {
    await sendEmail(attempt.email, attempt.params);
    toasts().show({ ...attempt.sent, tone: 'success' });
    return null;
  } catch (error) {
    console.error('Erreur lors de l’envoi:', error);
    const mailto = attempt.mailto();
    window.location.href = mailto;
    toasts().show({ ...attempt.fallback, tone: 'info' });
    return { mailto, to: attempt.to };
  }
}
