import { toasts } from '../toast/toastStore.js';
import type { Verdict } from './screenRequest.js';

/** The neutral line a submit too soon gets: it names no reason, and asks only to send again. */
export const tooSoon = { title: 'Un instant', description: 'Relisez votre demande, puis envoyez-la.' };

/**
 * Answers a request the bot screen dropped, saying nothing a bot could learn from: a filled trap
 * field gets the toast of a request sent (a person never fills it), a submit too soon a neutral
 * line that asks nothing but to send again. The form keeps its values either way.
 */
export function answerDropped(verdict: Verdict & { send: false }, sent: { title: string; description: string }): void {
  toasts().show(verdict.reason === 'trap' ? { ...sent, tone: 'success' } : { ...tooSoon, tone: 'info' });
}
