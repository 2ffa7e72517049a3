// The lead's source as stored: what the page kept on the visit's first page (sent in the JSON, or
// in the form's hidden fields, which the page's first script fills), already cleaned by the schema.
// A field left unknown is stored as NULL. The request's own Referer is not read: a post whose
// Referer names another site is refused (request-checks.ts), and our own page's is no source.
import { visitSourceFields } from "../../src/shared/contact-fields.ts";
import { cleanVisitSource, type VisitSource, type VisitSourceField } from "../../src/shared/visit-source.ts";

export function visitSourceColumns(lead: VisitSource): Record<VisitSourceField, string | null> {
  const source = cleanVisitSource(lead);
  return Object.fromEntries(visitSourceFields.map((f) => [f, source[f] ?? null])) as Record<
    VisitSourceField,
    string | null
  >;
}
