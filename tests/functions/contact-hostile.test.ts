// Hostile and malformed requests, one case per rule that refuses them (the schema's field-by-field
// limits are tests/unit/contact-schema.test.ts): each gets the right status and stores nothing.
import { describe, expect, it } from "vitest";
import { countRows, postJson, postRaw, rowsByEmail, uniqueEmail, validLead } from "./helpers.ts";

type Case = [
  label: string,
  body: BodyInit | null,
  contentType: string | null,
  status: number,
  error: string,
  headers?: Record<string, string>,
];

const good = () => validLead();
const json = (v: unknown) => JSON.stringify(v);
const withLead = (o: Record<string, unknown>) => json({ ...good(), ...o });
const longEmail = (n: number) => `${"a".repeat(64)}@${"b".repeat(n - 64 - 1 - 4)}.com`;
const bytes = (...b: number[]) => new Uint8Array(b);
const form = (s: string) => s;
const formType = "application/x-www-form-urlencoded";

const cases: Case[] = [
  ["an empty JSON body", "", "application/json", 400, "bad_request"],
  ["broken JSON", '{"name":"Ana"', "application/json", 400, "bad_request"],
  ["a JSON array", json([good()]), "application/json", 400, "bad_request"],
  ["a JSON number", "42", "application/json", 400, "bad_request"],
  ["JSON null", "null", "application/json", 400, "bad_request"],
  ["an empty JSON object", "{}", "application/json", 400, "validation"],
  ["a missing whatsapp", withLead({ whatsapp: undefined }), "application/json", 400, "validation"],
  ["a null email", withLead({ email: null }), "application/json", 400, "validation"],
  ["a numeric whatsapp", withLead({ whatsapp: 27999998888 }), "application/json", 400, "validation"],
  ["an object email", withLead({ email: { $ne: null } }), "application/json", 400, "validation"],
  ["an array instagram", withLead({ instagram: ["@a"] }), "application/json", 400, "validation"],
  ["a name of spaces around 1 character", withLead({ name: "   A   " }), "application/json", 400, "validation"],
  ["a 101-character name", withLead({ name: "n".repeat(101) }), "application/json", 400, "validation"],
  ["a 256-character email", withLead({ email: longEmail(256) }), "application/json", 400, "validation"],
  [
    "an email with a newline header",
    withLead({ email: "a@b.com\nBcc: x@y.com" }),
    "application/json",
    400,
    "validation",
  ],
  ["a 9-character whatsapp", withLead({ whatsapp: "279999988" }), "application/json", 400, "validation"],
  [
    "a __proto__ key with a bad name",
    '{"__proto__":{"ok":true},"name":"A","email":"x@y.com","whatsapp":"27999998888"}',
    "application/json",
    400,
    "validation",
  ],
  [
    "a constructor.prototype key without fields",
    '{"constructor":{"prototype":{"name":"Ana"}}}',
    "application/json",
    400,
    "validation",
  ],
  ["a JSON body over 16 KiB", withLead({ pad: "x".repeat(16 * 1024) }), "application/json", 413, "too_large"],
  ["a form body over 16 KiB", form(`name=Ana&pad=${"x".repeat(16 * 1024)}`), formType, 413, "too_large"],
  [
    "a lying small Content-Length on a huge body",
    withLead({ pad: "x".repeat(20 * 1024) }),
    "application/json",
    413,
    "too_large",
    { "content-length": "10" },
  ],
  ["a Content-Length of 1 GB", "{}", "application/json", 413, "too_large", { "content-length": "1000000000" }],
  ["no content type", json(good()), null, 415, "unsupported_media_type"],
  ["multipart/form-data", "--x\r\n\r\n--x--", "multipart/form-data; boundary=x", 415, "unsupported_media_type"],
  ["JSON in latin-1", json(good()), "application/json; charset=iso-8859-1", 415, "unsupported_media_type"],
  ["a content type that only starts like JSON", json(good()), "application/jsonp", 415, "unsupported_media_type"],
  [
    "invalid UTF-8 bytes in JSON",
    bytes(0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d),
    "application/json",
    400,
    "bad_request",
  ],
  ["invalid UTF-8 bytes in a form", bytes(0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xc3, 0x28), formType, 400, "bad_request"],
  ["a broken %-escape in a form", form("name=Ana%E9&email=a@b.com&whatsapp=27999998888"), formType, 400, "bad_request"],
  ["a form with only unknown fields", form("a=1&b=2&c=3"), formType, 400, "validation"],
  [
    "a form with thousands of fields",
    form(Array.from({ length: 1500 }, (_, i) => `f${i}=1`).join("&")),
    formType,
    400,
    "validation",
  ],
  [
    "a deeply nested JSON value",
    `{"name":${"[".repeat(2000)}${"]".repeat(2000)}}`,
    "application/json",
    400,
    "validation",
  ],
  [
    "an Idempotency-Key over 100 characters",
    json(good()),
    "application/json",
    400,
    "bad_request",
    { "idempotency-key": "k".repeat(101) },
  ],
  [
    "an Idempotency-Key with quotes and spaces",
    json(good()),
    "application/json",
    400,
    "bad_request",
    { "idempotency-key": "a' OR '1'='1" },
  ],
  ["a cross-site Origin", json(good()), "application/json", 403, "forbidden", { origin: "https://evil.example" }],
  ["an unparseable Origin", json(good()), "application/json", 403, "forbidden", { origin: "not a url" }],
];

describe("hostile and malformed requests to POST /api/contact", () => {
  it.each(cases)("refuses %s and stores nothing", async (_, body, type, status, error, headers) => {
    const before = await countRows();
    const res = await postRaw(body, type, headers ? { headers } : {});
    expect(res.status).toBe(status);
    const text = await res.text();
    if (type === formType && status !== 403) {
      // A JavaScript-less form gets the page back with the error, never a stack trace.
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(text).toContain('role="alert"');
    } else {
      expect(JSON.parse(text)).toMatchObject({ ok: false, error });
    }
    expect(text).not.toMatch(/at \w+ \(|SQLITE|D1_|TypeError|SyntaxError/);
    expect(await countRows()).toBe(before);
  });

  it("leaves Object.prototype untouched after __proto__ payloads", async () => {
    await postRaw(
      '{"__proto__":{"polluted":"yes"},"name":"Ana Souza","email":"p@example.com","whatsapp":"27999998888"}',
      "application/json",
    );
    await postRaw("__proto__%5Bpolluted%5D=yes&name=Ana", formType);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

describe("valid boundary values are stored", () => {
  it.each([
    ["a 2-character name", { name: "Jo" }],
    ["a 100-character name", { name: "N".repeat(100) }],
    ["a 100-character name padded with spaces", { name: `  ${"N".repeat(100)}  ` }],
    ["a 10-character whatsapp", { whatsapp: "2799999888" }],
    ["a 20-character whatsapp", { whatsapp: "+55 (27) 9 9999-8888" }],
    ["a 100-character instagram", { instagram: "i".repeat(100) }],
  ])("stores %s", async (_, overrides) => {
    const email = uniqueEmail();
    const res = await postJson(validLead({ email, ...overrides }));
    expect(res.status).toBe(201);
    const [row] = await rowsByEmail(email);
    for (const [field, value] of Object.entries(overrides)) {
      expect(row?.[field as "name"]).toBe((value as string).trim());
    }
  });

  it("stores a 255-character email", async () => {
    const email = longEmail(255).replace("a".repeat(10), `${Date.now()}`.slice(0, 10).padEnd(10, "a"));
    expect(email).toHaveLength(255);
    expect((await postJson(validLead({ email }))).status).toBe(201);
    expect(await rowsByEmail(email)).toHaveLength(1);
  });
});
