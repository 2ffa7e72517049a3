// One filled form, one key, whichever script sends it and however many taps: the key lives in the
// form itself (its hidden `idempotency_key` field, which a plain post carries too), with the values
// it was made for. The page's first script and the app read it here; new values make a new key, and
// a lead stored or kept starts the next one afresh.
import { contactFields } from "../shared/contact-fields.ts";
import { keyField, randomKey } from "../shared/random-key.ts";

const field = (form: HTMLFormElement) => form.elements.namedItem(keyField) as HTMLInputElement | null;
const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return JSON.stringify(contactFields.map((f) => String(data.get(f) ?? "").trim()));
};

/** The key of the form's values as they are now: the one they already had, or a new one. */
export function formKey(form: HTMLFormElement): string {
  const input = field(form);
  const values = valuesOf(form);
  if (input?.value && form.dataset.keyFor === values) return input.value;
  const key = randomKey();
  form.dataset.keyFor = values;
  if (input) input.value = key;
  return key;
}

/** After a lead was stored or kept: whatever is typed next is another lead. */
export function renewFormKey(form: HTMLFormElement): void {
  const input = field(form);
  if (input) input.value = "";
  delete form.dataset.keyFor;
}
