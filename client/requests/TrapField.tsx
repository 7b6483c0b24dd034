import { trapFieldName } from './screenRequest.js';

/**
 * A field for bots only: moved off-screen by `.form-trap` (forms.css), hidden from assistive
 * technology (`aria-hidden`), out of the tab order (`tabindex=-1`) and of autofill
 * (`autocomplete=off`, a name browsers do not fill). A person never meets it; a bot that fills
 * every field fills it too, and its request is dropped (see screenRequest). Uncontrolled: its value
 * is read at submit, and never saved in the draft.
 */
export function TrapField({ formId }: { formId: string }) {
  const id = `${formId}-${trapFieldName}`;
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>Site web (laissez ce champ vide)</label>
      <input id={id} name={trapFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
