import { useEffect, useRef, useState } from "react";
import { readOfflineState, type OfflineState } from "./offline-state.ts";

/** "Pronto para a estrada": is this phone ready to use the site with no signal, and the road mode. */
export function ReadyPanel() {
  const [state, setState] = useState<OfflineState | null>(null);
  const [persist, setPersist] = useState<string | null>(null);
  const [awake, setAwake] = useState(false);
  const [wakeError, setWakeError] = useState(false);
  const lock = useRef<WakeLockSentinel | null>(null);

  useEffect(() => {
    void readOfflineState().then(setState);
  }, []);

  // The browser drops the lock when the page is hidden: taken again when it comes back, while on.
  useEffect(() => {
    if (!awake) return;
    const take = async () => {
      try {
        lock.current = await navigator.wakeLock.request("screen");
        setWakeError(false);
      } catch {
        setWakeError(true);
      }
    };
    const again = () => document.visibilityState === "visible" && void take();
    void take();
    document.addEventListener("visibilitychange", again);
    return () => {
      document.removeEventListener("visibilitychange", again);
      void lock.current?.release();
      lock.current = null;
    };
  }, [awake]);

  const askPersist = async () => {
    const kept = await navigator.storage.persist();
    setPersist(
      kept
        ? "O navegador vai guardar o site: ele só o apaga se você pedir."
        : "O navegador não prometeu guardar o site; com o espaço cheio, ele pode apagá-lo. Visite a página de " +
            "vez em quando.",
    );
    setState(await readOfflineState());
  };

  return (
    <section aria-labelledby="pronto" className="guide-section">
      <h2 id="pronto" className="text-4xl">
        Pronto para a estrada?
      </h2>
      {state === null ? (
        <p className="mt-4 text-lg">Verificando este aparelho…</p>
      ) : (
        <div className="road-card">
          <p className="font-bold" data-offline={state.controlled ? "sim" : "não"}>
            {state.controlled
              ? `Este aparelho guardou o site para usar sem ` +
                `sinal: ${state.pages} ${state.pages === 1 ? "página" : "páginas"}.`
              : "Este aparelho ainda não guardou o site para usar sem sinal. Com sinal, recarregue esta " +
                "página e espere um instante."}
          </p>
          {state.canPersist && (
            <p className="mt-3">
              {state.persisted ? (
                "O navegador já se comprometeu a guardar o site."
              ) : (
                <button type="button" className="btn-quiet" onClick={() => void askPersist()}>
                  Pedir ao navegador para guardar o site
                </button>
              )}
            </p>
          )}
          {persist && (
            <p className="mt-2" role="status">
              {persist}
            </p>
          )}
          {state.iphoneInBrowser && (
            <p className="mt-3">
              No iPhone, o Safari apaga o que um site guardou depois de sete dias de uso sem visitá-lo; um site
              adicionado à Tela de Início fica de fora. Toque em Compartilhar › Adicionar à Tela de Início e abra o site
              por lá.
            </p>
          )}
          {state.wakeLock ? (
            <label className="road-check">
              <input type="checkbox" checked={awake} onChange={(e) => setAwake(e.target.checked)} /> Modo estrada:
              manter a tela acesa enquanto esta página estiver aberta
            </label>
          ) : (
            <p className="mt-3 text-granite">
              Este navegador não consegue manter a tela acesa; ajuste o tempo da tela nas configurações do telefone.
            </p>
          )}
          {wakeError && (
            <p className="road-warning">O navegador não deixou manter a tela acesa agora (bateria fraca?).</p>
          )}
        </div>
      )}
    </section>
  );
}
