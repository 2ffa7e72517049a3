// The lead's source as stored: what the page kept on the visit's first page, already cleaned by
// the schema, and for a form posted without JavaScript (whose page kept nothing) the referring
// site from the request itself, when it is another site. A field left unknown is stored as NULL.
import { visitSourceFields } from "../../src/shared/contact-fields.ts";
import { cleanVisitSource, referrerHost, type VisitSource, type VisitSourceField } from "../../src/shared/visit-source.ts";
import type { BodyKind } from "./context.ts";

export function visitSourceColumns(lead: VisitSource, request: Request, kind: BodyKind): Record<VisitSourceField, string | null> {
  const fromRequest = kind === "form" ? cleanVisitSource({ referrer_host: referrerHost(request.headers.get("referer"), new URL(request.url).hostname) }) : {};
  const source = { ...fromRequest, ...cleanVisitSource(lead) };
  return Object.fromEntries(visitSourceFields.map((f) => [f, source[f] ?? null])) as Record<VisitSourceField, string | null>;
}
