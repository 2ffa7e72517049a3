// POST /api/contact/details: what a visitor chose to tell after sending a lead (when, who, in what,
// which part of the route), top-down in the order a request meets it:
//   A. the shared route (post-route.ts): origin, media type, idempotency key, size, UTF-8;
//   B. the details themselves, by the shared schema; unknown fields are ignored;
//   C. the lead they belong to, by its public id: the page's JSON names it; the plain form on
//      /obrigado carries it in the cookie set when its lead was stored (leadCookie);
//   D. one round trip counts the client and writes the details, if that lead was stored less than
//      48 hours ago by the database's clock (details-store.ts); sent again, a blank keeps what is stored
//      and an answer named in `clear` is emptied;
//   E. the answer names no one: 200 {ok}, or 303 to /obrigado#detalhes-recebidos for the plain
//      form; an unknown, expired or malformed id is the same 404.
import { getCookie } from "hono/cookie";
import { publicIdShape } from "../src/shared/api-contract.ts";
import { detailFields, detailMessages, isDepartureDay } from "../src/shared/details-fields.ts";
import { departureOpen } from "./departures-store.ts";
import { validateDetails } from "../src/shared/details-schema.ts";
import { ContactError, detailsErrorPage, json } from "./answers.ts";
import { storeDetails } from "./details-store.ts";
import { alreadyReceived, detailsReceivedAnswer, leadCookie, leadCookieEnded } from "./lead-cookie.ts";
import { rateLimited, rateWindow } from "./limits.ts";
import { postRoute } from "./post-route.ts";

/** What every lost id is told, whichever way it was lost. */
export const detailsNotFound =
  "Não encontramos o contato destes detalhes. Eles podem ser enviados até 48 horas depois do contato.";

/** What a plain form's post that changes something is told once its details were received. */
const alreadyReceivedMessage =
  "Estes detalhes não foram gravados: os seus já tinham sido recebidos. Para mudar alguma resposta, " +
  "fale com a equipe pelo WhatsApp ou na primeira conversa.";

export const details = postRoute({
  name: "details",
  // B–C. The lead's id is the JSON's own; the plain form's is its cookie, whatever the form says.
  fields: [...detailFields, "id", "clear"],
  lists: ["clear"],
  validate: ({ id, ...fields }, c) => {
    const result = validateDetails(fields);
    if (!result.ok) throw new ContactError("validation", result.message, { fields: result.fields });
    const publicId = c.var.kind === "json" ? id : getCookie(c, leadCookie.name);
    return { details: result.data, publicId: typeof publicId === "string" ? publicId : null };
  },
  // D–E.
  store: async (c, { details: d, publicId }) => {
    // The plain form sent again after its success: the lead's cookie has ended (lead-cookie.ts), so
    // nothing is written. Blank (a double click), it is the success again; with an answer, the
    // visitor is told it was not taken, and where a change goes.
    if (c.var.kind === "form" && alreadyReceived(getCookie(c))) {
      if (detailFields.every((f) => d[f] === null) && d.clear.length === 0) return detailsReceivedAnswer(c.req.url);
      throw new ContactError("not_found", alreadyReceivedMessage);
    }
    // A published departure, by its first day: one the team has closed or cancelled meanwhile is
    // refused beside its field, as any other answer the form no longer offers.
    if (isDepartureDay(d.departure) && !(await departureOpen(c.env.DB, d.departure!))) {
      const message = detailMessages.departureClosed;
      throw new ContactError("validation", message, { fields: { departure: message } });
    }
    const w = await rateWindow(c.req.raw, c.env);
    // A malformed id goes through the same statement as a well-formed one nobody holds.
    const id = publicId && publicIdShape.test(publicId) ? publicId : "0".repeat(32);
    const result = await storeDetails(c.env.DB, id, d, w);
    if (result === "rate_limited") throw rateLimited(w);
    if (result === "not_found") throw new ContactError("not_found", detailsNotFound);
    if (c.var.kind === "form") return detailsReceivedAnswer(c.req.url);
    return json({ ok: true }, 200, leadCookieEnded(c.req.url));
  },
  errorPage: detailsErrorPage,
});
