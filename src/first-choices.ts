// What the visitor chose or typed before the app took the page over: a select, a typed or pasted
// value, a radio or a box ticked on the prerendered page. The page's first script notes each control
// as it changes; once the app has hydrated, each is announced to it again (src/announce-choices.ts),
// so what the app counts is what the screen shows. Part of the page's first script: a listener until
// the app is there.
/** Where the app finds them: the controls changed before it hydrated. A global, as this script and
 * the app are built apart and share no module. */
export type WithFirstChoices = Window & {
  firstChoices?: Set<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
};

export function noteFirstChoices(): void {
  const chosen: NonNullable<WithFirstChoices["firstChoices"]> = new Set();
  (window as WithFirstChoices).firstChoices = chosen;
  const note = (e: Event) => {
    const control = e.target;
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
      chosen.add(control);
  };
  addEventListener("input", note, { capture: true, passive: true });
  addEventListener("change", note, { capture: true, passive: true });
}
