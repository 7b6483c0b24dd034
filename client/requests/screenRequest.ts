/** How long after a form is ready a request may leave: scripts that fill and submit do it at once. */
export const minimumFillMs = 3000;

/** Name of the field no person sees nor reaches (see TrapField): a plausible one, which bots fill. */
export const trapFieldName = 'website';

/** What a submitted form tells about who filled it. */
export interface Submission {
  /** Value of the trap field: empty for people. */
  trap: string;
  /** Time since the form was ready (hydrated), in milliseconds. */
  elapsedMs: number;
  /** Whether the visitor pressed a key in the form (or typed into it before it was ready). */
  typed: boolean;
}

/** Send, after `waitMs`; or send nothing, a trap filled or a form submitted too soon by no one typing. */
export type Verdict = { send: true; waitMs: number } | { send: false; reason: 'trap' | 'tooFast' };

/**
 * Whether a request goes out. A filled trap field: never. Sooner than `minimumFillMs` after the
 * form was ready: when the visitor typed, the request waits out the rest of the time and leaves
 * (a fast typist, or a submit by Enter, is never refused); when nobody typed (fields set by a
 * script, or by autofill followed by an instant click), nothing leaves and the form keeps its values.
 */
export function screenRequest({ trap, elapsedMs, typed }: Submission): Verdict {
  if (trap !== '') return { send: false, reason: 'trap' };
  const waitMs = Math.max(0, Math.ceil(minimumFillMs - elapsedMs));
  if (waitMs > 0 && !typed) return { send: false, reason: 'tooFast' };
  return { send: true, waitMs };
}
