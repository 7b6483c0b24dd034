/**
 * reCAPTCHA's script, in French. Requested on the first submit only, and only when a site key is
 * configured: the Content-Security-Policy allows Google's hosts in that case alone.
 */
export const recaptchaScript = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=fr';

/** The part of reCAPTCHA v2's browser API used here. */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widget: number): void;
}

/**
 * A fresh reCAPTCHA v2 token for `siteKey`, from an invisible widget (a challenge is shown only when
 * Google doubts). EmailJS checks it against the template's secret key. Rejects when the script
 * cannot load or the check fails or expires, so the request falls back to the mail client.
 */
export async function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = await loadRecaptcha();
  const container = document.createElement('div');
  document.body.append(container);
  // A widget per request: reCAPTCHA's token serves once, and its callbacks are fixed at render time.
  return new Promise<string>((resolve, reject) => {
    const widget = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token: string) => resolve(token),
      'error-callback': () => reject(new Error('reCAPTCHA could not check the visitor')),
      'expired-callback': () => reject(new Error('reCAPTCHA check expired')),
    });
    grecaptcha.execute(widget);
  });
}

/** reCAPTCHA's API once ready, adding its script to the page the first time only. */
function loadRecaptcha(): Promise<Grecaptcha> {
  const ready = (grecaptcha: Grecaptcha) =>
    new Promise<Grecaptcha>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
  const loaded = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (loaded) return ready(loaded);
  return new Promise<Grecaptcha>((resolve, reject) => {
    const script =
      document.querySelector<HTMLScriptElement>(`script[src="${recaptchaScript}"]`) ?? document.createElement('script');
    script.addEventListener('load', () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) resolve(ready(grecaptcha));
      else reject(new Error('reCAPTCHA loaded without its API'));
    });
    script.addEventListener('error', () => reject(new Error('reCAPTCHA could not load')));
    if (!script.src) {
      script.src = recaptchaScript;
      script.async = true;
      document.head.append(script);
    }
  });
}
