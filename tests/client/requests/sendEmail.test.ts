import { describe, expect, it } from 'vitest';
import { sendEmail } from '../../../client/requests/sendEmail.js';

describe('sendEmail', () => {
  it('refuses to send without configuration, so the form falls back to the mail client', async () => {
    await expect(sendEmail({ publicKey: '', serviceId: 'service', templateId: '' }, {})).rejects.toThrow('E-mail service not configured: publicKey, templateId missing');
  });
});
