// What the cost page's inputs already say about the trip, kept for the contact form's details step
// (src/contact/DetailsStep.tsx): the people, the vehicle when a model was chosen, the fuel and the
// part of the route. Kept in this tab only; the visitor sees them in the step and sends them, or not.
import { presets } from "../content/consumption.ts";
import { detailLimits, type PlannedDetails, plannedDetailsKey, stagePlaces } from "../shared/details-fields.ts";
import { type Inputs, stops } from "./estimate.ts";

export function plannedDetails(inputs: Inputs): PlannedDetails {
  const planned: PlannedDetails = { fuel: inputs.fuel };
  if (inputs.people <= detailLimits.people.max) planned.people = String(inputs.people);
  const preset = presets.find((p) => p.kmPerLitre === inputs.kmPerLitre);
  if (preset) planned.vehicle = preset.model.slice(0, detailLimits.vehicle.max);
  const from = stops[inputs.from]!.place.name;
  const to = stops[inputs.to]!.place.name;
  if (inputs.from === 0 && inputs.to === stops.length - 1) planned.route = "inteira";
  else if (stagePlaces.includes(from) && stagePlaces.includes(to))
    Object.assign(planned, { route: "trecho", route_from: from, route_to: to });
  return planned;
}

/** Keeps them for this tab; where storage is refused, the step simply starts empty. */
export function keepPlannedDetails(inputs: Inputs) {
  try {
    sessionStorage.setItem(plannedDetailsKey, JSON.stringify(plannedDetails(inputs)));
  } catch {
    // Private mode with storage off: nothing to prefill.
  }
}
