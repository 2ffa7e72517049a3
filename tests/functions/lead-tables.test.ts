// The leads' tables as the migrations leave them, against a real D1: a departure is a real month, a
// lead's id is never given again, and the rebuild that brought both keeps every row it found.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const newLead = async (email: string) =>
  (await env.DB.prepare("INSERT INTO contact_submissions (name, email, whatsapp) VALUES ('Ana', ?1, '27') RETURNING id")
    .bind(email)
    .first<{ id: number }>())!.id;
const addDetails = (leadId: number, departure: string) =>
  env.DB.prepare("INSERT INTO lead_details (lead_id, departure, people) VALUES (?1, ?2, 2)")
    .bind(leadId, departure)
    .run();
const detailsOf = (leadId: number) =>
  env.DB.prepare("SELECT departure, people FROM lead_details WHERE lead_id = ?1").bind(leadId).first();

/** The statements of one migration file, by its number. */
const migration = (number: string) => env.TEST_MIGRATIONS.find((m) => m.name.startsWith(number))!.queries;

describe("the leads' tables", () => {
  it("refuse a departure whose month no calendar has, and take a real one", async () => {
    const id = await newLead("months@example.com");
    await expect(addDetails(id, "2027-13")).rejects.toThrow(/CHECK constraint failed/);
    await expect(addDetails(id, "2027-00")).rejects.toThrow(/CHECK constraint failed/);
    await addDetails(id, "2027-12");
    expect(await detailsOf(id)).toEqual({ departure: "2027-12", people: 2 });
  });

  it("never give an erased newest lead's id to the next lead", async () => {
    const erased = await newLead("erased@example.com");
    await env.DB.prepare("DELETE FROM contact_submissions WHERE id = ?1").bind(erased).run();
    expect(await newLead("next@example.com")).toBeGreaterThan(erased);
  });

  it("rebuilt, keep every lead, id and detail, and a month no calendar has becomes no answer", async () => {
    const kept = await newLead("kept@example.com");
    const odd = await newLead("odd@example.com");
    // The details' table as it was before the real-month rule, holding a month the old CHECK let in.
    const before = migration("0006").find((q) => q.includes("CREATE TABLE lead_details"))!;
    await env.DB.batch([env.DB.prepare("DROP TABLE lead_details"), env.DB.prepare(before)]);
    await addDetails(kept, "2027-05");
    await addDetails(odd, "2027-13");
    await env.DB.batch(migration("0007").map((q) => env.DB.prepare(q)));
    expect(await detailsOf(kept)).toEqual({ departure: "2027-05", people: 2 });
    expect(await detailsOf(odd)).toEqual({ departure: null, people: 2 });
    const emails = await env.DB.prepare("SELECT id, email FROM contact_submissions WHERE id IN (?1, ?2) ORDER BY id")
      .bind(kept, odd)
      .all();
    expect(emails.results).toEqual([
      { id: kept, email: "kept@example.com" },
      { id: odd, email: "odd@example.com" },
    ]);
    // The details still go with their lead.
    await env.DB.prepare("DELETE FROM contact_submissions WHERE id = ?1").bind(kept).run();
    expect(await detailsOf(kept)).toBeNull();
    expect(await newLead("after@example.com")).toBeGreaterThan(odd);
  });
});
