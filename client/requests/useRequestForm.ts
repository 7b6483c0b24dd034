import { useEffect, useRef, useState } from 'react';
import { answerDropped } from './answerDropped.js';
import { cleanValues, type FormErrors, type FormValues } from './fields.js';
import { useBotGuard } from './useBotGuard.js';

/**
 * State of a request form: values kept as a draft in the tab's sessionStorage (a reload or a
 * visit to another page loses nothing), errors per field, and whether a request is in flight.
 * `formId` prefixes the fields' ids (`quote` → `#quote-prenom`).
 */
export function useRequestForm(formId: string, draftKey: string, initial: FormValues) {
  // The island hydrates late (its chunk loads when the form comes near): whatever the visitor
  // typed into the server's fields meanwhile is adopted, so the first render does not erase it.
  const [values, setValues] = useState<FormValues>(() => ({ ...initial, ...typedBeforeHydration(formId, initial) }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // Until hydration the browser's own checks guard the mailto: post; then the site's checks
  // take over (`noValidate`), so every error gets the same inline French message.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const screen = useBotGuard(form);

  useEffect(() => {
    const draft = readDraft(draftKey);
    const prefill = readPrefill();
    setValues((current) => {
      // Anything typed before hydration or since is newer than the draft and the link: it wins.
      const typed = Object.fromEntries(Object.entries(current).filter(([name, value]) => value !== initial[name]));
      if (!draft && !prefill && Object.keys(typed).length === 0) return current;
      const next = { ...current, ...draft, ...prefill, ...typed };
      writeDraft(draftKey, next);
      return next;
    });
  }, [draftKey]);

  const update = (name: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      writeDraft(draftKey, next);
      return next;
    });
    if (errors[name]) setErrors((current) => ({ ...current, [name]: '' }));
  };

  /** Validates; on errors shows them and focuses the first invalid field. Returns cleaned, trimmed values when valid. */
  const check = (validate: (values: FormValues) => FormErrors): FormValues | undefined => {
    const trimmed = cleanValues(values);
    const found = validate(trimmed);
    setErrors(found);
    const first = Object.keys(found).find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return undefined;
    }
    return trimmed;
  };

  /**
   * Sends one request at a time (a second submit while one is in flight does nothing), once the
   * bot screen let it through (see useBotGuard); a request it drops gets `sent`'s toast or a
   * neutral line (see answerDropped), and `task` does not run.
   */
  const run = async (sent: { title: string; description: string }, task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const verdict = await screen();
      if (verdict.send) await task();
      else answerDropped(verdict, sent);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const reset = (keep: FormValues = {}) => {
    setValues({ ...initial, ...keep });
    setErrors({});
    clearDraft(draftKey);
  };

  /** Props of the field `name` for FormField: its value, change handler and error. */
  const field = (name: string) => ({ formId, name, value: values[name] ?? '', onChange: update, error: errors[name] });

  return { values, errors, sending, form, hydrated, update, check, run, reset, field };
}

/** Values the server-rendered fields hold now, for the fields that differ from `initial`. */
function typedBeforeHydration(formId: string, initial: FormValues): FormValues {
  if (typeof document === 'undefined') return {};
  const typed: FormValues = {};
  for (const name of Object.keys(initial)) {
    const element = document.getElementById(`${formId}-${name}`) as HTMLInputElement | null;
    if (element && typeof element.value === 'string' && element.value !== initial[name]) typed[name] = element.value;
  }
  return typed;
}

/** `?demande=…` in the address prefills the message (links from local and sector pages). */
function readPrefill(): FormValues | undefined {
  const reason = new URLSearchParams(window.location.search).get('demande');
  return reason ? { message: reason.slice(0, 300) } : undefined;
}

function readDraft(key: string): FormValues | undefined {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    if (parsed && typeof parsed === 'object' && Object.values(parsed).every((value) => typeof value === 'string'))
      return parsed as FormValues;
  } catch {
    // no storage or a corrupt draft: start empty
  }
  return undefined;
}

function writeDraft(key: string, values: FormValues): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // storage refused: the draft lives only in the page
  }
}

function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
