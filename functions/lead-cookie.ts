// The plain form's way to its lead's details. A form posted without JavaScript lands on /obrigado,
// a static page that cannot know the lead's public id; the answer that stored the lead sets it in
// this cookie, which only the details endpoint receives (its Path), no script can read (HttpOnly)
// and no other site's post carries (SameSite=Strict). It lives an hour, what the step on that
// page needs, and the answer that stores the details ends it: on a shared computer, the next
// person's details never land on the previous visitor's lead, nor take back their answers. In its
// place it leaves a mark with no id, for a few minutes: a double click's second post finds the
// success line, and a post that changes something is told the details were already received.
import { serialize } from "hono/utils/cookie";
import { leadCookieMinutes, receivedMarkMinutes } from "../src/shared/details-fields.ts";

export const leadCookie = { name: "lead", path: "/api/contact/details" } as const;

const cookie = (requestUrl: string, name: string, value: string, maxAge: number) =>
  serialize(name, value, {
    path: leadCookie.path,
    maxAge,
    httpOnly: true,
    sameSite: "Strict",
    // Over plain HTTP (the local site) a Secure cookie would not be kept.
    secure: new URL(requestUrl).protocol === "https:",
  });

/** The Set-Cookie header that hands the plain details form its lead. */
export function leadCookieHeader(requestUrl: string, publicId: string): Record<string, string> {
  return { "Set-Cookie": cookie(requestUrl, leadCookie.name, publicId, leadCookieMinutes * 60) };
}

/** The mark a plain form's stored details leave in place of the lead's cookie: no id, only that they
 * arrived. */
const received = { name: "detalhes", value: "recebidos", seconds: receivedMarkMinutes * 60 } as const;

/** The answer to the plain form's stored details: back to /obrigado's success line, the lead's
 * cookie ended and the mark left in its place. */
export function detailsReceivedAnswer(requestUrl: string): Response {
  const headers = new Headers({ Location: "/obrigado#detalhes-recebidos" });
  headers.append("Set-Cookie", cookie(requestUrl, leadCookie.name, "", 0));
  headers.append("Set-Cookie", cookie(requestUrl, received.name, received.value, received.seconds));
  return new Response(null, { status: 303, headers });
}

/** A plain form's post with no lead but the mark: the same details again (the second click of a
 * double click, the form sent again a moment later), already stored. */
export const alreadyReceived = (cookies: Record<string, string>) =>
  !cookies[leadCookie.name] && cookies[received.name] === received.value;

/** The Set-Cookie header that ends the lead's cookie once its details are stored. */
export function leadCookieEnded(requestUrl: string): Record<string, string> {
  return { "Set-Cookie": cookie(requestUrl, leadCookie.name, "", 0) };
}
