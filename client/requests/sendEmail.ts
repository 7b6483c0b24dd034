import { cleanText } from './cleanText.js';

/** What the e-mail service needs: the public key, the service, the template, all from site.yaml or the environment. */
export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** reCAPTCHA v2 site key, given when the template has EmailJS check a token; absent, no reCAPTCHA is loaded. */
  recaptchaSiteKey?: string;
}

/** At most one request per form in this time: EmailJS refuses the next one (429), and the mail client opens instead. */
export const sendThrottleMs = 10_000;

/** Parameters written on several lines, which keep their line breaks. */
const multilineParams = new Set(['message', 'cart_summary']);

/**
 * The options EmailJS's `send` gets: nothing leaves a browser driven by automation (navigator.webdriver:
 * EmailJS answers 451 itself), and one request per form per `sendThrottleMs`, counted in localStorage
 * across tabs and reloads.
 */
export function sendOptions(config: EmailConfig) {
  return {
    publicKey: config.publicKey,
    blockHeadless: true,
    limitRate: { id: `emailjs:${config.templateId}`, throttle: sendThrottleMs },
  };
}

/**
 * Sends through EmailJS, loading its library only now (it is not in the first-load bundle), and
 * reCAPTCHA too when a site key is configured. Every value is cleaned of control and direction
 * characters first (see cleanText), whatever built it. Throws on every failure: missing
 * configuration, a refused or failed reCAPTCHA, network error, any non-2xx answer.
 */
export async function sendEmail(config: EmailConfig, params: Record<string, string>): Promise<void> {
  const missing = (['publicKey', 'serviceId', 'templateId'] as const).filter((key) => !config[key]);
  if (missing.length > 0) throw new Error(`E-mail service not configured: ${missing.join(', ')} missing`);
  const clean = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, cleanText(value, multilineParams.has(key))]),
  );
  if (config.recaptchaSiteKey) {
    const { recaptchaToken } = await import('./recaptchaToken.js');
    // The name reCAPTCHA gives its answer in a form, which EmailJS reads from the parameters.
    clean['g-recaptcha-response'] = await recaptchaToken(config.recaptchaSiteKey);
  }
  const { send } = await import('@emailjs/browser');
  await send(config.serviceId, config.templateId, clean, sendOptions(config));
}
