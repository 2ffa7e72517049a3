// Where a lead came from: the campaign tags of the link that brought the visitor, the other site
// that sent them (its host only) and the page they landed on. The page keeps them on the visit's
// first page (src/contact/keep-visit-source.ts), the form cleans them with these rules before sending
// and the function cleans them again before storing. No zod here. A value that does not survive
// its rule is dropped; it is never a reason to refuse a lead.

import { visitSourceFields } from "./contact-fields.ts";

export type VisitSourceField = (typeof visitSourceFields)[number];
export type VisitSource = Partial<Record<VisitSourceField, string>>;

/** Whether a character may stay in a campaign tag: a letter of the Latin alphabet, accented or not
 * ("promoção-verão"), a digit 0-9, "-", "_" or ".". A letter of another alphabet may not: a Cyrillic
 * "о" would make "gооgle" count apart from "google" while looking the same. */
export const tagCharacter = (c: string) => /^[\w.-]$/.test(c) || /^[a-z]\p{M}+$/iu.test(c.normalize("NFD"));

// A campaign tag keeps those characters only (full-width letters read as the plain ones), at most
// 100 of them, counted as characters, not UTF-16 units, so none is cut in half.
const tag = (value: string) => [...value.normalize("NFKC")].filter(tagCharacter).slice(0, 100).join("") || undefined;

/** Each field's rule: the clean value, or undefined to drop it. */
export const visitSourceRules: Record<VisitSourceField, (value: string) => string | undefined> = {
  utm_source: tag,
  utm_medium: tag,
  utm_campaign: tag,
  // A host name alone, in lower case (a URL parser writes international names as xn--): with a
  // port, a path, a query or any other character it is dropped.
  referrer_host: (value) => {
    const host = value.toLowerCase();
    return /^[a-z\d-]+(\.[a-z\d-]+)*$/.test(host) && host.length < 254 ? host : undefined;
  },
  // A path on this site as a URL carries it (escaped), without its query, 200 characters at most.
  landing_path: (value) => (/^\/(?!\/)[\w.~%/-]{0,199}$/.test(value) ? value : undefined),
};

/** The fields of `input` that survive their rule; the others are left out. */
export function cleanVisitSource(input: unknown): VisitSource {
  const source: VisitSource = {};
  for (const field of visitSourceFields) {
    const value = (input as Record<string, unknown> | null)?.[field];
    const clean = typeof value === "string" && visitSourceRules[field](value);
    if (clean) source[field] = clean;
  }
  return source;
}
