// The details' fields, every one optional: the same inputs in the step after the form (with
// JavaScript) and on /obrigado's plain form (without). The choices and labels come from
// src/shared/details-fields.ts; the months offered start with the month the page is drawn in.
import type { ReactNode } from "react";
import {
  type DetailField,
  departureUnknown,
  detailLabels as labels,
  detailLimits,
  experienceChoices,
  fuelChoices,
  routeChoices,
  stagePlaces,
} from "../shared/details-fields.ts";
import { departureMonths } from "./departure-months.ts";

type Errors = Partial<Record<DetailField, string>>;

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

/** The attributes every control shares: its id, name and error wiring. */
const control = (name: DetailField, errors: Errors) => ({
  id: `details-${name}`,
  name,
  className: "field-input",
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby": errors[name] ? `details-${name}-error` : undefined,
});

const none = <option value="">—</option>;
const options = (choices: Record<string, string>) =>
  Object.entries(choices).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

export function DetailsFields({ errors = {}, now }: { errors?: Errors; now: Date }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="departure" errors={errors}>
        <select {...control("departure", errors)} defaultValue="">
          {none}
          <option value={departureUnknown}>Ainda não sei</option>
          {departureMonths(now).map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </Field>
      <Field name="people" errors={errors}>
        <select {...control("people", errors)} defaultValue="">
          {none}
          {Array.from({ length: detailLimits.people.max }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </Field>
      <Field name="vehicle" errors={errors}>
        <input
          {...control("vehicle", errors)}
          maxLength={detailLimits.vehicle.max}
          placeholder="Hilux 2019 diesel"
          autoComplete="off"
        />
      </Field>
      <Field name="fuel" errors={errors}>
        <select {...control("fuel", errors)} defaultValue="">
          {none}
          {options(fuelChoices)}
        </select>
      </Field>
      <Field name="route" errors={errors}>
        <select {...control("route", errors)} defaultValue="">
          {none}
          {options(routeChoices)}
        </select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {(["route_from", "route_to"] as const).map((name) => (
          <Field key={name} name={name} errors={errors}>
            <select {...control(name, errors)} defaultValue="">
              {none}
              {stagePlaces.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </div>
      <Field name="experience" errors={errors}>
        <select {...control("experience", errors)} defaultValue="">
          {none}
          {options(experienceChoices)}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Field name="note" errors={errors}>
          <textarea {...control("note", errors)} rows={3} maxLength={detailLimits.note.max} />
        </Field>
      </div>
    </div>
  );
}
