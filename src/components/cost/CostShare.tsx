import { useEffect, useState } from "react";

/**
 * Shares the page's link, which carries every input (src/cost/query.ts): the phone's share sheet
 * where there is one, else a copy to the clipboard. Shown once the app runs: without it, the link
 * is the address bar's. Left off the paper, like the form.
 */
export function CostShare() {
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => setReady(true), []);
  if (!ready) return null;

  const share = async () => {
    const url = location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: document.title, url });
        return;
      } catch (e) {
        if ((e as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid("Link copiado: quem abrir vê esta mesma conta.");
    } catch {
      setSaid(`Não deu para copiar. O link é: ${url}`);
    }
  };

  return (
    <div className="cost-share mt-6">
      <button type="button" className="btn-night" onClick={share}>
        Compartilhar esta conta
      </button>
      <p role="status" className="mt-2 text-sm font-semibold">
        {said}
      </p>
    </div>
  );
}
