import { beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn(async (..._args: [string, string, Record<string, string>, object]) => ({ status: 200, text: 'OK' }));
const recaptchaToken = vi.fn(async (_siteKey: string) => 'token-from-google');
vi.mock('@emailjs/browser', () => ({ send }));
vi.mock('../../../client/requests/recaptchaToken.js', () => ({ recaptchaToken }));
const { sendEmail, sendThrottleMs } = await import('../../../client/requests/sendEmail.js');

const config = { publicKey: 'pk', serviceId: 'service_x', templateId: 'template_quote' };

beforeEach(() => {
  send.mockClear();
  recaptchaToken.mockClear();
});

describe('sendEmail', () => {
  it('refuses to send without configuration, so the form falls back to the mail client', async () => {
    await expect(sendEmail({ publicKey: '', serviceId: 'service', templateId: '' }, {})).rejects.toThrow(
      'E-mail service not configured: publicKey, templateId missing',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends with blockHeadless and one request per form per 10 s', async () => {
    await sendEmail(config, { from_name: 'Marie Durand' });
    expect(sendThrottleMs).toBe(10_000);
    expect(send).toHaveBeenCalledWith(
      'service_x',
      'template_quote',
      { from_name: 'Marie Durand' },
      {
        publicKey: 'pk',
        blockHeadless: true,
        limitRate: { id: 'emailjs:template_quote', throttle: 10_000 },
      },
    );
  });

  it('removes control and direction characters from every parameter, keeping the message’s and cart’s lines', async () => {
    await sendEmail(config, {
      from_name: 'Marie\u0000 Du\u202erand',
      entreprise: 'ACME\r\nBcc: x@evil.example',
      subject: 'Demande\u0007 - ACME\u2066',
      message: 'Bonjour\r\nDeux\u0085 sites\u200f',
      cart_summary: '- Équipe × 1\n  Description\u009b',
    });
    expect(send.mock.calls[0]![2]).toEqual({
      from_name: 'Marie Durand',
      entreprise: 'ACME Bcc: x@evil.example',
      subject: 'Demande - ACME',
      message: 'Bonjour\nDeux sites',
      cart_summary: '- Équipe × 1\n  Description',
    });
  });

  it('loads no reCAPTCHA without a site key, and passes its token as g-recaptcha-response with one', async () => {
    await sendEmail(config, { message: 'a' });
    expect(recaptchaToken).not.toHaveBeenCalled();
    expect(send.mock.calls[0]![2]).toEqual({ message: 'a' });
    await sendEmail({ ...config, recaptchaSiteKey: 'site-key' }, { message: 'a' });
    expect(recaptchaToken).toHaveBeenCalledWith('site-key');
    expect(send.mock.calls[1]![2]).toEqual({ message: 'a', 'g-recaptcha-response': 'token-from-google' });
  });

  it('sends nothing when reCAPTCHA fails, so the mail client opens instead', async () => {
    recaptchaToken.mockRejectedValueOnce(new Error('reCAPTCHA could not load'));
    await expect(sendEmail({ ...config, recaptchaSiteKey: 'site-key' }, {})).rejects.toThrow(
      'reCAPTCHA could not load',
    );
    expect(send).not.toHaveBeenCalled();
  });
});
