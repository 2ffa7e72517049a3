// The optional step after a stored lead: "Quer adiantar a conversa?". Loaded only once a lead is
// stored, so nothing of it weighs on the page's first load. It knows its lead by the public id the
// function answered; sending again replaces what was sent. No zod here: the form's controls can
// only be wrong in the order of a part of the route, checked here; the function checks the rest
// with the shared schema and its messages come back beside the fields. Importing the schema would
// split zod out of the form's sending code, which must arrive whole at the first touch.
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { departureChoice, type PublicDeparture } from "../shared/departures.ts";
import {
  type DetailField,
  detailFields,
  detailMessages,
  type PlannedDetails,
  plannedDetailsKey,
  routeInOrder,
} from "../shared/details-fields.ts";
import { detailsIntro, detailsPlannedLine, detailsTitle, sendingLabel } from "../shared/form-messages.ts";
import { type Choices, DetailsFields } from "./DetailsFields.tsx";
import { publishedDepartures } from "./published-departures.ts";
import { type DetailsOutcome, sendDetails } from "./send-details.ts";

/** What the details offer for the departures the team published: open ones, and full ones' waiting lists. */
const publishedChoices = (departures: readonly PublicDeparture[]): Choices =>
  departures.flatMap((d) => {
    const choice = departureChoice(d);
    return choice ? [choice] : [];
  });

export default function DetailsStep({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const [planned] = useState(plannedDetails);
  const [outcome, setOutcome] = useState<DetailsOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const [departures, setDepartures] = useState<PublicDeparture[]>([]);
  useEffect(() => {
    let shown = true;
    void publishedDepartures().then((d) => shown && setDepartures(d));
    return () => {
      shown = false;
    };
  }, []);
  const errors = outcome?.kind === "invalid" ? outcome.fields : {};

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const data = new FormData(e.currentTarget);
    const details = Object.fromEntries(detailFields.map((f) => [f, String(data.get(f) ?? "").trim()]));
    const fields = routeProblems(details);
    const first = Object.values(fields)[0];
    if (first) return setOutcome({ kind: "invalid", line: first, fields });
    setSending(true);
    setOutcome(await sendDetails(leadId, details));
    setSending(false);
  }

  const done = outcome?.kind === "stored" || outcome?.kind === "kept";
  return (
    <section aria-labelledby="details-title" className="mt-8 border-t border-granite/40 pt-6">
      <h3 id="details-title" className="text-xl font-bold">
        {detailsTitle}
      </h3>
      {!done && (
        <form id="details-step" noValidate onSubmit={onSubmit} className="mt-3 grid gap-4">
          <p className="text-sm text-granite">
            {detailsIntro}{" "}
            <Link href="/saidas" className="link-light">
              Veja as saídas e as condições
            </Link>
            .
          </p>
          {Object.keys(planned).length > 0 && <p className="text-sm font-semibold">{detailsPlannedLine}</p>}
          <DetailsFields errors={errors} values={planned} now={new Date()} published={publishedChoices(departures)} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={sending} className="btn-submit sm:w-auto">
              {sending ? sendingLabel : "Enviar detalhes"}
            </button>
            <button type="button" className="link-light" onClick={onClose}>
              Agora não
            </button>
          </div>
        </form>
      )}
      <p role="status" className={outcome ? "outbox-line" : undefined}>
        {outcome?.line}
      </p>
    </section>
  );
}

/** What the cost page kept for this tab (src/cost/planned-details.ts): only known fields, as text. */
function plannedDetails(): PlannedDetails {
  try {
    const kept = JSON.parse(sessionStorage.getItem(plannedDetailsKey) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(detailFields.flatMap((f) => (typeof kept[f] === "string" ? [[f, kept[f]]] : [])));
  } catch {
    return {};
  }
}

/** A part of the route names where it starts and ends, in the order driven. */
function routeProblems(d: Record<string, string>): Partial<Record<DetailField, string>> {
  if (d.route !== "trecho") return {};
  const problems: Partial<Record<DetailField, string>> = {};
  if (!d.route_from) problems.route_from = detailMessages.route_from;
  if (!d.route_to || !routeInOrder(d.route_from || null, d.route_to)) problems.route_to = detailMessages.route_to;
  return problems;
}
