// The details' fields, every one optional: the same inputs in the step after the form (with
// JavaScript) and on /obrigado's plain form (without). The choices and labels come from
// src/shared/details-fields.ts; the published departures open to a choice come first (their labels:
// src/shared/departures.ts), then the months, from the month the page is drawn in.
import type { ReactNode } from "react";
import {
  type DetailField,
  departureUnknown,
  detailLabels as labels,
  detailLimits,
  experienceChoices,
  fuelChoices,
  type PlannedDetails,
  routeChoices,
  stagePlaces,
} from "../shared/details-fields.ts";
import { formatMonth } from "../content/months.ts";
import { departureMonths } from "../shared/departure-months.ts";

type Errors = Partial<Record<DetailField, string>>;
/** The state of the fields: the messages beside them, and the values they start with. */
type State = { errors: Errors; values: PlannedDetails };

function Field({ name, errors, children }: { name: DetailField; errors: Errors; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`details-${name}`} className="block font-semibold">
        {labels[name]}
      </label>
      {children}
      {errors[name] && (
        <p id={`details-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
}

/** The attributes every control shares: its id, name, first value and error wiring. */
const control = (name: DetailField, { errors, values }: State) => ({
  id: `details-${name}`,
  name,
  defaultValue: values[name] ?? "",
  className: "field-input",
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby": errors[name] ? `details-${name}-error` : undefined,
});

export type Choices = readonly (readonly [value: string, label: string])[];

/** A choice among a few, starting blank ("—"): every detail is optional. */
function Choice({ name, state, choices }: { name: DetailField; state: State; choices: Choices }) {
  return (
    <Field name={name} errors={state.errors}>
      <select {...control(name, state)}>
        <option value="">—</option>
        {choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const same = (values: readonly (string | number)[]): Choices => values.map((v) => [String(v), String(v)] as const);

/** `values`: what the fields start with (the cost page's answers, src/cost/planned-details.ts). */
export function DetailsFields({
  errors = {},
  values = {},
  now,
  published = [],
}: {
  errors?: Errors;
  values?: PlannedDetails;
  now: Date;
  /** The published departures' choices (`publishedChoices`), before the months. */
  published?: Choices;
}) {
  const state: State = { errors, values };
  const months: Choices = departureMonths(now).map((m) => [m, formatMonth(m)] as const);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Choice
        name="departure"
        state={state}
        choices={[[departureUnknown, "Ainda não sei"] as const, ...published, ...months]}
      />
      <Choice
        name="people"
        state={state}
        choices={same(Array.from({ length: detailLimits.people.max }, (_, i) => i + 1))}
      />
      <Field name="vehicle" errors={errors}>
        <input
          {...control("vehicle", state)}
          maxLength={detailLimits.vehicle.max}
          placeholder="Hilux 2019 diesel"
          autoComplete="off"
        />
      </Field>
      <Choice name="fuel" state={state} choices={Object.entries(fuelChoices)} />
      <Choice name="route" state={state} choices={Object.entries(routeChoices)} />
      <div className="grid grid-cols-2 gap-3">
        <Choice name="route_from" state={state} choices={same(stagePlaces)} />
        <Choice name="route_to" state={state} choices={same(stagePlaces)} />
      </div>
      <Choice name="experience" state={state} choices={Object.entries(experienceChoices)} />
      <div className="sm:col-span-2">
        <Field name="note" errors={errors}>
          <textarea {...control("note", state)} rows={3} maxLength={detailLimits.note.max} />
        </Field>
      </div>
    </div>
  );
}
