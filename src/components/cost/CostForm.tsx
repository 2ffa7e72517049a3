import { useState } from "react";
import { presets, presetsMissing } from "../../content/consumption.ts";
import { type Estimate, stops, type Inputs } from "../../cost/estimate.ts";
import { accepts, readField, shown } from "../../cost/query.ts";
import { CostParts, nightsHint, stayHint } from "./CostParts.tsx";

type Key = keyof Inputs;
type Drafts = Record<Key, string>;

/** The fields as drawn: a default that follows the days shows the figure it stands for. */
const draftsOf = (inputs: Inputs, e: Estimate) => {
  const drafts = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, shown(k as Key, v)])) as Drafts;
  if (inputs.hotelNights === null) drafts.hotelNights = String(e.sleep.hotel);
  if (inputs.stayDays === null) drafts.stayDays = String(e.days.filter((d) => d.kind === "destino").length);
  return drafts;
};

/** A stop as the lists name it: a place driven through twice says which time. */
const stopName = (i: number) => {
  const name = stops[i]!.place.name;
  return stops.slice(0, i).some((s) => s.place.name === name) ? `${name} (na volta de Santiago)` : name;
};

/**
 * Takes one checked value into the page's inputs, or refuses it (false) where the part of the route
 * would end before it starts. The page merges it with its latest inputs, not with this render's: a
 * change the app is told of as it hydrates may come before a link's inputs have been drawn.
 */
type Change = <K extends Key>(key: K, value: Inputs[K]) => boolean;

/**
 * What the visitor sets (left off the paper, like every form). A typed value the estimate cannot
 * use is said under its field, and the figures keep the last good one.
 */
export function CostForm({ inputs, estimate, onChange }: { inputs: Inputs; estimate: Estimate; onChange: Change }) {
  const [drafts, setDrafts] = useState(() => draftsOf(inputs, estimate));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [seen, setSeen] = useState(inputs);
  // Inputs changed from outside (a link's query): the fields show them.
  if (seen !== inputs) {
    setSeen(inputs);
    setDrafts(draftsOf(inputs, estimate));
    setErrors({});
  }

  const set = (key: Key, raw: string) => {
    setDrafts((d) => ({ ...d, [key]: raw }));
    const value = readField(key, raw);
    const error =
      value === null
        ? `Use ${accepts[key]}. A conta segue com ${shown(key, inputs[key]) || drafts[key]}.`
        : onChange(key, value)
          ? undefined
          : "O início do trecho tem de vir antes do fim.";
    setErrors((e) => ({ ...e, [key]: error }));
  };

  const text = (key: Key, label: string, inputMode: "decimal" | "numeric", hint?: string) => (
    <div className="cost-field">
      <label htmlFor={`custo-${key}`} className="font-bold">
        {label}
      </label>
      <input
        id={`custo-${key}`}
        name={key}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        className="field-input"
        value={drafts[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `custo-${key}-erro` : hint ? `custo-${key}-dica` : undefined}
        onChange={(e) => set(key, e.target.value)}
      />
      {hint && !errors[key] && (
        <p id={`custo-${key}-dica`} className="mt-1 text-sm text-granite">
          {hint}
        </p>
      )}
      {errors[key] && (
        <p id={`custo-${key}-erro`} className="field-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  const select = (key: Key, label: string, options: [string, string][]) => (
    <div className="cost-field">
      <label htmlFor={`custo-${key}`} className="font-bold">
        {label}
      </label>
      <select
        id={`custo-${key}`}
        name={key}
        className="field-input"
        value={drafts[key]}
        onChange={(e) => set(key, e.target.value)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors[key] && (
        <p className="field-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  const places = stops.map((_, i) => [String(i), stopName(i)] as [string, string]);
  const preset = presets.find((p) => p.kmPerLitre === inputs.kmPerLitre);
  return (
    // Not a <form>: nothing is sent; every change is computed on the page at once.
    <section aria-labelledby="custo-escolhas" className="cost-form">
      <h2 id="custo-escolhas" className="text-3xl">
        A sua viagem
      </h2>
      {select("fuel", "Combustível", [
        ["diesel", "Diesel"],
        ["gasolina", "Gasolina"],
      ])}
      <div className="cost-field">
        <label htmlFor="custo-modelo" className="font-bold">
          Modelo (preenche o consumo)
        </label>
        <select
          id="custo-modelo"
          className="field-input"
          value={preset?.model ?? ""}
          onChange={(e) => {
            const p = presets.find((x) => x.model === e.target.value);
            if (p) set("kmPerLitre", shown("kmPerLitre", p.kmPerLitre));
          }}
        >
          <option value="">Digitar o consumo</option>
          {presets.map((p) => (
            <option key={p.model} value={p.model}>
              {p.model}: {shown("kmPerLitre", p.kmPerLitre)} km/l na etiqueta
            </option>
          ))}
        </select>
        <p className="mt-1 text-sm text-granite">
          {preset ? (
            <>
              Fonte:{" "}
              <a href={preset.source.url} rel="noopener" className="underline underline-offset-2">
                {preset.source.name}
              </a>
              , ciclo de estrada em laboratório, com o carro vazio. Carregado, no rípio e no vento, ele faz menos:
              equipes mediram de {shown("kmPerLitre", preset.measured.low)} a{" "}
              {shown("kmPerLitre", preset.measured.high)} km/l (
              {preset.measured.sources.map((m, i) => (
                <span key={m.url}>
                  {i > 0 && "; "}
                  <a href={m.url} rel="noopener" className="underline underline-offset-2">
                    {m.name}
                  </a>
                </span>
              ))}
              ).
            </>
          ) : (
            presetsMissing
          )}
        </p>
      </div>
      {text("kmPerLitre", "Consumo na estrada (km/l)", "decimal")}
      {text("people", "Pessoas no carro", "numeric")}
      {text("hotelNights", "Noites em hotel ou pousada", "numeric", nightsHint)}
      {text("campingNights", "Noites acampando", "numeric")}
      {select("from", "Trecho: de", places.slice(0, -1))}
      {select("to", "Trecho: até", places.slice(1))}
      {text("stayDays", "Dias nos destinos", "numeric", stayHint)}
      <CostParts inputs={inputs} set={set} />
    </section>
  );
}
