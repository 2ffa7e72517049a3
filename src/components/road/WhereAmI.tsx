import { useEffect, useRef, useState } from "react";
import { project, type Projection } from "../../road/project.ts";
import { reportAt } from "../../road/report.ts";
import { aboutKm } from "./about-km.ts";
import { locate, type LocateError as Code } from "./locate.ts";
import { LocateError } from "./LocateError.tsx";
import { choosablePlaces } from "./places.ts";
import { RoadReport } from "./RoadReport.tsx";

type State =
  | { kind: "idle" }
  | { kind: "waiting" }
  | { kind: "cancelled" }
  | { kind: "error"; code: Code }
  | { kind: "fix"; at: Projection }
  | { kind: "chosen"; index: number };

/** "Onde estou?" (one GPS reading, cancellable) and "Estou em…" (a stage place chosen by hand). */
export function WhereAmI() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const cancel = useRef<() => void>(() => {});
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => () => cancel.current(), []);
  useEffect(() => {
    if (state.kind === "fix" || state.kind === "chosen") result.current?.focus();
  }, [state]);

  const start = () => {
    cancel.current();
    setState({ kind: "waiting" });
    cancel.current = locate(
      (lat, lon) => setState({ kind: "fix", at: project({ lat, lon }) }),
      (code) => setState({ kind: "error", code }),
    );
  };
  const stop = () => {
    cancel.current();
    setState({ kind: "cancelled" });
  };
  const choose = (value: string) => {
    cancel.current();
    setState(value === "" ? { kind: "idle" } : { kind: "chosen", index: Number(value) });
  };

  return (
    <section aria-labelledby="onde-estou" className="guide-section">
      <h2 id="onde-estou" className="text-4xl">
        Onde estou?
      </h2>
      <p className="mt-3 text-lg">
        O GPS do telefone funciona sem sinal de celular. A posição fica no aparelho: a conta é feita aqui, sem nada
        enviar.
      </p>
      <div className="road-actions">
        <button type="button" className="btn-night" onClick={start} disabled={state.kind === "waiting"}>
          Onde estou?
        </button>
        {state.kind === "waiting" && (
          <button type="button" className="btn-quiet" onClick={stop}>
            Cancelar
          </button>
        )}
      </div>
      <div aria-live="polite" className="road-status">
        {state.kind === "waiting" && (
          <p>Procurando satélites… Sem dados, a primeira posição pode levar um minuto; fique com o céu à vista.</p>
        )}
        {state.kind === "cancelled" && <p>Busca cancelada.</p>}
      </div>
      {state.kind === "error" && <LocateError code={state.code} />}
      <label htmlFor="estou-em" className="road-label">
        Ou escolha onde está: Estou em…
      </label>
      <select
        id="estou-em"
        className="road-select"
        value={state.kind === "chosen" ? String(state.index) : ""}
        onChange={(e) => choose(e.target.value)}
      >
        <option value="">Escolha um lugar da rota</option>
        {choosablePlaces.map((p, i) => (
          <option key={p.label} value={i}>
            {p.label}
          </option>
        ))}
      </select>
      <div ref={result} tabIndex={-1} className="road-result">
        {state.kind === "fix" && <FixResult at={state.at} />}
        {state.kind === "chosen" && <ChosenResult index={state.index} />}
      </div>
    </section>
  );
}

function FixResult({ at }: { at: Projection }) {
  if (!at.onRoute) {
    return (
      <div className="road-report">
        <h2 className="text-3xl">Você está fora da rota</h2>
        <p className="road-big">
          A rota passa a {aboutKm(at.offsetKm)} daqui, perto de {at.nearestOnRoute.name}.
        </p>
        <p className="mt-2">
          O lugar de etapa mais próximo é {at.nearest.name}, a {aboutKm(at.nearestKm)} em linha reta. Para ver as
          distâncias a partir de um lugar da rota, escolha-o na lista acima.
        </p>
      </div>
    );
  }
  const report = reportAt(at.km, at.country);
  return (
    <RoadReport
      report={report}
      where={`Você está na rota, entre ${report.stage.from.name} e ${report.stage.to.name}`}
    />
  );
}

function ChosenResult({ index }: { index: number }) {
  const place = choosablePlaces[index]!;
  return (
    <RoadReport
      report={reportAt(place.vertex.km, place.vertex.place.country)}
      where={`Em ${place.vertex.place.name}`}
    />
  );
}
