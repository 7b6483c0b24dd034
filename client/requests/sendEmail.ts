/** What the e-mail service needs: the public key, the service, the template, all from site.yaml or the environment. */
export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/**
 * Sends through EmailJS, loading its library only now (it is not in the first-load bundle).
 * Throws on every failure: missing configuration, network error, any non-2xx answer.
 */
export async function sendEmail(config: EmailConfig, params: Record<string, string>): Promise<void> {
  const missing = (['publicKey', 'serviceId', 'templateId'] as const).filter((key) => !config[key]);
  if (missing.length > 0) throw new Error(`E-mail service not configured: ${missing.join(', ')} missing`);
  const { send } = await import('@emailjs/browser');
  await send(config.serviceId, config.templateId, params, { publicKey: config.publicKey });
}
