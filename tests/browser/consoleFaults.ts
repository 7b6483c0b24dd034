import type { Page } from 'playwright';

/** What a page said in its console that a visitor must never cause: errors, and any refusal by the CSP. */
export function watchConsole(page: Page): string[] {
  const faults: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) faults.push(message.text());
  });
  page.on('pageerror', (error) => faults.push(error.message));
  return faults;
}
