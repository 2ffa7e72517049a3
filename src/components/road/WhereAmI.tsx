import { useEffect, useRef, useState } from "react";
import { choosePass, passesOf } from "../../road/direction.ts";
import type { LatLon } from "../../content/destinations.ts";
import { type Pass, project, type Projection } from "../../road/project.ts";
import { reportAt } from "../../road/report.ts";
import { aboutKm } from "./about-km.ts";
import { locate, type LocateError as Code } from "./locate.ts";
import { LocateError } from "./LocateError.tsx";
import { DirectionQuestion } from "./DirectionQuestion.tsx";
import { choosablePlaces } from "./places.ts";
import { RoadReport } from "./RoadReport.tsx";

type State =
  | { kind: "idle" }
  | { kind: "waiting" }
  | { kind: "cancelled" }
  | { kind: "error"; code: Code }
  | { kind: "off"; at: Projection & { onRoute: false } }
  | { kind: "ask"; passes: Pass[]; at: LatLon }
  | { kind: "fix"; pass: Pass; at: LatLon }
  | { kind: "chosen"; index: number };

/** "Onde estou?" (one GPS reading, cancellable) and "Estou em…" (a stage place chosen by hand). */
export function WhereAmI() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const cancel = useRef<() => void>(() => {});
  const result = useRef<HTMLDivElement>(null);
  // The road km of this visit's last answer: on a road driven twice, it tells which way the crew goes.
  const previousKm = useRef<number | null>(null);
  useEffect(() => () => cancel.current(), []);
  useEffect(() => {
    if (state.kind !== "idle" && state.kind !== "waiting" && state.kind !== "cancelled" && state.kind !== "error")
      result.current?.focus();
  }, [state]);

  const start = () => {
    cancel.current();
    setState({ kind: "waiting" });
    cancel.current = locate(
      (lat, lon) => {
        const at = project({ lat, lon });
        if (!at.onRoute) return setState({ kind: "off", at });
        const passes = passesOf(at);
        const pass = choosePass(passes, previousKm.current);
        if (pass) answer(pass, { lat, lon });
        else setState({ kind: "ask", passes, at: { lat, lon } });
      },
      (code) => setState({ kind: "error", code }),
    );
  };
  const stop = () => {
    cancel.current();
    setState({ kind: "cancelled" });
  };
  const answer = (pass: Pass, at: LatLon) => {
    previousKm.current = pass.km;
    setState({ kind: "fix", pass, at });
  };
  const choose = (value: string) => {
    cancel.current();
    if (value !== "") previousKm.current = choosablePlaces[Number(value)]!.vertex.km;
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
        {state.kind === "off" && <OffRoute at={state.at} />}
        {state.kind === "ask" && (
          <DirectionQuestion passes={state.passes} at={state.at} onAnswer={(pass) => answer(pass, state.at)} />
        )}
        {state.kind === "fix" && <FixResult pass={state.pass} at={state.at} />}
        {state.kind === "chosen" && <ChosenResult index={state.index} />}
      </div>
    </section>
  );
}

function OffRoute({ at }: { at: Projection & { onRoute: false } }) {
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

function FixResult({ pass, at }: { pass: Pass; at: LatLon }) {
  const report = reportAt(pass.km, pass.country);
  const between = `entre ${report.stage.from.name} e ${report.stage.to.name}`;
  return <RoadReport report={report} where={`Você está na rota, ${between}`} at={at} news={between} />;
}

function ChosenResult({ index }: { index: number }) {
  const place = choosablePlaces[index]!;
  return (
    <RoadReport
      report={reportAt(place.vertex.km, place.vertex.place.country)}
      where={`Em ${place.vertex.place.name}`}
      at={place.vertex.place.coordinates}
      news={`em ${place.vertex.place.name}`}
    />
  );
}
