import { describe, expect, it } from 'vitest';
import { minimumFillMs, screenRequest } from '../../../client/requests/screenRequest.js';

describe('screenRequest', () => {
  it('drops a request whose trap field is filled, however slow and however typed', () => {
    expect(screenRequest({ trap: 'https://spam.example', elapsedMs: 60_000, typed: true })).toEqual({
      send: false,
      reason: 'trap',
    });
    expect(screenRequest({ trap: ' ', elapsedMs: 60_000, typed: true })).toEqual({ send: false, reason: 'trap' });
  });

  it('drops a request submitted sooner than the minimum time when no key was pressed in the form', () => {
    expect(minimumFillMs).toBe(3000);
    expect(screenRequest({ trap: '', elapsedMs: 0, typed: false })).toEqual({ send: false, reason: 'tooFast' });
    expect(screenRequest({ trap: '', elapsedMs: 2999, typed: false })).toEqual({ send: false, reason: 'tooFast' });
  });

  it('sends a fast typist’s request once the rest of the minimum time has passed, never refusing it', () => {
    expect(screenRequest({ trap: '', elapsedMs: 1200, typed: true })).toEqual({ send: true, waitMs: 1800 });
    expect(screenRequest({ trap: '', elapsedMs: 0, typed: true })).toEqual({ send: true, waitMs: 3000 });
  });

  it('sends at once after the minimum time, typed or not (autofill, a restored draft)', () => {
    expect(screenRequest({ trap: '', elapsedMs: 3000, typed: false })).toEqual({ send: true, waitMs: 0 });
    expect(screenRequest({ trap: '', elapsedMs: 45_000, typed: true })).toEqual({ send: true, waitMs: 0 });
  });
});
