// The departures the details step offers, read from /api/saidas as the step opens: the list the
// team publishes changes without a deploy. With no answer (no signal, the site away), the step
// offers the months alone, as before any departure was published.
import type { DeparturesBody } from "../shared/api-contract.ts";
import type { PublicDeparture } from "../shared/departures.ts";

export async function publishedDepartures(): Promise<PublicDeparture[]> {
  try {
    const answer = await fetch("/api/saidas", { headers: { Accept: "application/json" } });
    const body = (await answer.json()) as Partial<DeparturesBody>;
    return answer.ok && Array.isArray(body.departures) ? body.departures : [];
  } catch {
    return [];
  }
}
