// The plain form's way to its lead's details. A form posted without JavaScript lands on /obrigado,
// a static page that cannot know the lead's public id; the answer that stored the lead sets it in
// this cookie, which only the details endpoint receives (its Path), no script can read (HttpOnly)
// and no other site's post carries (SameSite=Strict). It lasts as long as the details are accepted.
import { serialize } from "hono/utils/cookie";
import { detailsWindowHours } from "../src/shared/details-fields.ts";

export const leadCookie = { name: "lead", path: "/api/contact/details" } as const;

/** The Set-Cookie header that hands the plain details form its lead. */
export function leadCookieHeader(requestUrl: string, publicId: string): Record<string, string> {
  return {
    "Set-Cookie": serialize(leadCookie.name, publicId, {
      path: leadCookie.path,
      maxAge: detailsWindowHours * 3600,
      httpOnly: true,
      sameSite: "Strict",
      // Over plain HTTP (the local site) a Secure cookie would not be kept.
      secure: new URL(requestUrl).protocol === "https:",
    }),
  };
}
