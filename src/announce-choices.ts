// Once the app has hydrated, each control the visitor changed before it (src/first-choices.ts) is
// announced to it as the browser announces a change, so its state follows what the screen shows.
// React reads a change only where a control's value differs from the last one it saw, and at
// hydration it saw the changed one: the control is given another value and its own back (the
// element's setter, which React watches, then the prototype's, which it does not) before the event.
import type { WithFirstChoices } from "./first-choices.ts";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function announceFirstChoices(): void {
  const page = window as WithFirstChoices;
  const chosen = page.firstChoices;
  page.firstChoices = undefined;
  for (const control of chosen ?? []) if (control.isConnected) announce(control);
}

function announce(control: Control) {
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // A box or radio is announced by a click event (not a mouse's, which would tick it again).
  if (control.type === "checkbox" || control.type === "radio") {
    const checked = (control as HTMLInputElement).checked;
    (control as HTMLInputElement).checked = !checked;
    setUnwatched(control, "checked", checked);
    control.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  const value = control.value;
  control.value = `${value}\u0000`;
  setUnwatched(control, "value", value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Sets the field with the element's own prototype setter, past the one React puts on the element. */
const setUnwatched = (control: Control, field: "value" | "checked", to: string | boolean) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), field)!.set!.call(control, to);
