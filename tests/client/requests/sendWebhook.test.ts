import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendThrottleMs } from '../../../client/requests/sendEmail.js';
import { sendWebhook } from '../../../client/requests/sendWebhook.js';

const url = 'https://n8n.telorys.fr/webhook/demandes';
const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('navigator', { webdriver: false });
  fetch.mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendWebhook', () => {
  it('posts the parameters as JSON with the form’s type, cleaned, without cookies', async () => {
    await sendWebhook(url, 'devis', { from_name: 'Marie\u202e Durand', message: 'Ligne 1\r\nLigne 2' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [to, init] = fetch.mock.calls[0]!;
    expect(to).toBe(url);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      type: 'devis',
      from_name: 'Marie Durand',
      message: 'Ligne 1\nLigne 2',
    });
  });

  it('throws on an answer other than 2xx, so that the mail client opens', async () => {
    fetch.mockResolvedValueOnce(new Response('nope', { status: 500 }));
    await expect(sendWebhook(url, 'demo', {})).rejects.toThrow('Requests webhook answered 500');
  });

  it('sends nothing from a browser driven by automation', async () => {
    vi.stubGlobal('navigator', { webdriver: true });
    await expect(sendWebhook(url, 'devis', {})).rejects.toThrow('automated browser');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends one request per form per 10 s', async () => {
    await sendWebhook(url, 'devis', {});
    await sendWebhook(url, 'demo', {});
    await expect(sendWebhook(url, 'devis', {})).rejects.toThrow('one request per 10000 ms');
    vi.advanceTimersByTime(sendThrottleMs);
    await sendWebhook(url, 'devis', {});
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
