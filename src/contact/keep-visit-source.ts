// Where this visit began, kept for this tab only: sessionStorage, no cookie, gone when the tab
// closes. src/main.tsx calls this on every page; only a visit's first page writes. It imports
// nothing but the storage key, a constant the build inlines, so it stays inside the page's first
// script and its byte budget (a shared module would become a chunk of its own). It cleans nothing:
// the one set of rules (src/shared/visit-source.ts) cleans these values when the form sends them,
// and the function again before storing.
import { visitSourceStorageKey } from "./visit-source-key.ts";

export function keepVisitSource(): void {
  const query = new URLSearchParams(location.search);
  // The referring site's host only, never its path or query; nothing when it is this site.
  const from = document.referrer && new URL(document.referrer).hostname;
  let source: Record<string, unknown> = {
    referrer_host: from !== location.hostname && from,
    landing_path: location.pathname,
  };
  // A campaign tag as the link has it, cut at 400 characters: the rules keep at most 100, and a
  // form posted with it stays far below the function's 16 KiB.
  for (const name of ["utm_source", "utm_medium", "utm_campaign"])
    source[name] = [...(query.get(name) ?? "")].slice(0, 400).join("");
  try {
    // Written once: later pages of the visit read the first page's source.
    source = JSON.parse((sessionStorage[visitSourceStorageKey] ||= JSON.stringify(source)));
  } catch {
    // Storage forbidden (privacy settings): this page's own source is all there is.
  }
  // The form's hidden fields carry it too, so a form posted before the app has loaded (or with no
  // app at all) tells the function where the visit began.
  const fields = (document.getElementById("contact-form") as HTMLFormElement | null)?.elements;
  for (const [name, value] of Object.entries(source)) {
    const input = fields?.namedItem(name) as HTMLInputElement | null;
    if (input && typeof value === "string") input.value = value;
  }
}
