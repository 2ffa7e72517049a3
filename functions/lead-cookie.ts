// The plain form's way to its lead's details. A form posted without JavaScript lands on /obrigado,
// a static page that cannot know the lead's public id; the answer that stored the lead sets it in
// this cookie, which only the details endpoint receives (its Path), no script can read (HttpOnly)
// and no other site's post carries (SameSite=Strict). It lives an hour, what the step on that
// page needs, and the answer that stores the details ends it: on a shared computer, the next
// person's details never land on the previous visitor's lead.
import { serialize } from "hono/utils/cookie";
import { leadCookieMinutes } from "../src/shared/details-fields.ts";

export const leadCookie = { name: "lead", path: "/api/contact/details" } as const;

const cookie = (requestUrl: string, value: string, maxAge: number) =>
  serialize(leadCookie.name, value, {
    path: leadCookie.path,
    maxAge,
    httpOnly: true,
    sameSite: "Strict",
    // Over plain HTTP (the local site) a Secure cookie would not be kept.
    secure: new URL(requestUrl).protocol === "https:",
  });

/** The Set-Cookie header that hands the plain details form its lead. */
export function leadCookieHeader(requestUrl: string, publicId: string): Record<string, string> {
  return { "Set-Cookie": cookie(requestUrl, publicId, leadCookieMinutes * 60) };
}

/** The Set-Cookie header that ends the lead's cookie once its details are stored. */
export function leadCookieEnded(requestUrl: string): Record<string, string> {
  return { "Set-Cookie": cookie(requestUrl, "", 0) };
}
