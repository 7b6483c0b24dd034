import type { Site } from './site.js';

/** The e-mail service's API, called only when a visitor sends a form. */
export const emailApiOrigin = 'https://api.emailjs.com';

/**
 * reCAPTCHA's sources, as Google lists them for a Content-Security-Policy: its script and the
 * script it loads, and the frames of the widget and its challenge. Paths keep the rest of google.com out.
 */
export const recaptchaSources = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

function origin(url: string | undefined): string | undefined {
  return url ? new URL(url).origin : undefined;
}

/**
 * The Content-Security-Policy of every page: the site itself, plus exactly the configured e-mail
 * API, requests webhook (only when set), chat webhook and eligibility checker (framed, and asked whether it answers), and reCAPTCHA's
 * hosts only when a site key is configured. No inline script runs (JSON-LD is data, not script).
 * `frames`: origins one page may also frame, once its visitor asks (the tutorials' video host).
 * `search` (the pages of `searchPages`, and the hosts' header, which each page's `<meta>`
 * narrows): scripts may also compile WebAssembly ('wasm-unsafe-eval'), as Pagefind's search does.
 */
export function contentSecurityPolicy(
  site: Site,
  frames: readonly string[] = [],
  { search = false }: { search?: boolean } = {},
): string {
  const { emailjs, chatWebhookUrl, requestsWebhookUrl, eligibility } = site.integrations;
  const recaptcha = emailjs.recaptchaSiteKey ? recaptchaSources : { script: [], frame: [] };
  const frame = [origin(eligibility.url), ...recaptcha.frame, ...frames].filter(
    (source, index, all) => source && all.indexOf(source) === index,
  );
  // The eligibility origin is also fetched once the dialog opens, to tell a frame that failed to
  // load (the browser's error page is out of the page's reach) from one that did.
  const connect = [
    "'self'",
    emailApiOrigin,
    origin(requestsWebhookUrl),
    origin(chatWebhookUrl),
    origin(eligibility.url),
  ].filter((source, index, all) => source && all.indexOf(source) === index);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...recaptcha.script].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length > 0 ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ].join('; ');
}
