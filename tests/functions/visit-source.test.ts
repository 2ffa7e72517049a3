// Where a lead came from: the page sends its visit's campaign tags, referring host and landing
// path; the function stores them cleaned, drops what cannot be cleaned, and never refuses a lead
// for them. A form posted without JavaScript gets its referring host from the request.
import { describe, expect, it } from "vitest";
import { postForm, postJson, rowsByEmail, uniqueEmail, validLead } from "./helpers.ts";

const sourceOf = async (email: string) => {
  const [row] = await rowsByEmail(email);
  return (
    row && {
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      referrer_host: row.referrer_host,
      landing_path: row.landing_path,
    }
  );
};
const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, landing_path: null };

describe("a lead's source sent with the JSON body", () => {
  it("is stored as the page kept it", async () => {
    const email = uniqueEmail();
    const source = {
      utm_source: "instagram",
      utm_medium: "bio",
      utm_campaign: "verao-2027_v2.1",
      referrer_host: "l.instagram.com",
      landing_path: "/destino/ushuaia",
    };
    expect((await postJson(validLead({ email, ...source }))).status).toBe(201);
    expect(await sourceOf(email)).toEqual(source);
  });

  it("is stored as NULL when the page sent none", async () => {
    const email = uniqueEmail();
    expect((await postJson(validLead({ email }))).status).toBe(201);
    expect(await sourceOf(email)).toEqual(none);
  });

  it.each([
    ["spaces, tags and quotes", "insta gram<script>'\"", "instagramscript"],
    [
      "a terminal escape sequence",
      "\u001b]8;;http://evil.example\u0007clique\u001b]8;;\u0007",
      "8httpevil.exampleclique8",
    ],
    ["control and bidirectional characters", "\u0000go\u202eogle\u0085", "google"],
    ["accented letters, written composed or decomposed", "promoção-vera\u0303o", "promoção-verão"],
    ["more than 100 characters", "a".repeat(150), "a".repeat(100)],
  ])("keeps only the letters, digits, '-', '_' and '.' of a campaign tag with %s", async (_, dirty, clean) => {
    const email = uniqueEmail();
    const res = await postJson(validLead({ email, utm_source: dirty, utm_medium: dirty, utm_campaign: dirty }));
    expect(res.status).toBe(201);
    expect(await sourceOf(email)).toEqual({ ...none, utm_source: clean, utm_medium: clean, utm_campaign: clean });
  });

  it.each([
    ["a host with a path and a query", { referrer_host: "evil.example/caminho?email=ana@example.com" }],
    ["a host with a port", { referrer_host: "evil.example:8080" }],
    ["a host with an escape sequence", { referrer_host: "evil.example\u001b[2J" }],
    ["a full URL as the host", { referrer_host: "https://evil.example/" }],
    ["a path with a query", { landing_path: "/?utm_source=x&email=ana@example.com" }],
    ["a path that is another site", { landing_path: "//evil.example/x" }],
    ["a script URL as the path", { landing_path: "javascript:alert(1)" }],
    ["a path with control characters", { landing_path: "/destino\u0007\u001b[31m" }],
    ["a path over 200 characters", { landing_path: `/${"d".repeat(200)}` }],
    ["a campaign tag with nothing left once cleaned", { utm_source: "<>\"' ;" }],
    [
      "numbers, arrays and objects",
      { utm_source: 42, utm_medium: ["bio"], referrer_host: { host: "x" }, landing_path: null },
    ],
  ])("drops %s and stores the lead without it", async (_, bad) => {
    const email = uniqueEmail();
    const res = await postJson(validLead({ email, utm_campaign: "ok", ...bad }));
    expect(res.status).toBe(201);
    expect(await sourceOf(email)).toEqual({ ...none, utm_campaign: "ok" });
  });

  it("stores a referring host in lower case", async () => {
    const email = uniqueEmail();
    await postJson(validLead({ email, referrer_host: "WWW.Google.COM.BR" }));
    expect((await sourceOf(email))?.referrer_host).toBe("www.google.com.br");
  });
});

describe("a lead's source in a form posted without JavaScript", () => {
  const fields = (email: string, more: Record<string, string> = {}) => ({
    name: "José Araújo",
    email,
    whatsapp: "(27) 99999-8888",
    ...more,
  });

  it("stores no source from the request itself: a post whose Referer is another site is refused", async () => {
    const email = uniqueEmail();
    const res = await postForm(fields(email), {
      headers: { Referer: "https://Parceiro.example.com.br/roteiros?ref=ana@example.com" },
    });
    expect(res.status).toBe(403);
    expect(await sourceOf(email)).toBeUndefined();
  });

  it("ignores a referrer that is this site, where the form is", async () => {
    const email = uniqueEmail();
    await postForm(fields(email), { headers: { Referer: "http://localhost/destino/ushuaia?utm_source=x" } });
    expect(await sourceOf(email)).toEqual(none);
  });

  it("keeps the hidden fields the page filled, cleaned", async () => {
    const email = uniqueEmail();
    const hidden = {
      utm_source: "whatsapp grupo",
      utm_medium: "",
      referrer_host: "l.facebook.com",
      landing_path: "/antes-de-partir",
    };
    await postForm(fields(email, hidden), { headers: { Referer: "http://localhost/antes-de-partir" } });
    expect(await sourceOf(email)).toEqual({
      ...none,
      utm_source: "whatsappgrupo",
      referrer_host: "l.facebook.com",
      landing_path: "/antes-de-partir",
    });
  });
});
