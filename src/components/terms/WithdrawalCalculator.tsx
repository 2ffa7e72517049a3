import { useEffect, useRef, useState } from "react";
import type { ScaleStep } from "../../content/terms.ts";
import { withdrawalDays } from "../../content/terms.ts";
import { type Refund, refundOn } from "../../terms/withdrawal.ts";

function sentence(r: Refund | null): string {
  if (!r) return "Escolha o dia da reserva e o dia em que desistiria.";
  if (r.kind === "invalid") return r.why;
  const day = `${r.daysAfter}º dia depois da reserva`;
  if (r.kind === "law")
    return `No ${day}, dentro dos ${withdrawalDays} dias da lei: volta tudo o que você pagou, de imediato e corrigido.`;
  if (r.kind === "no-scale")
    return (
      `No ${day}, os ${withdrawalDays} dias da lei já passaram: o que volta segue a escala da equipe, ainda a ` +
      "definir. Pergunte à equipe antes de reservar."
    );
  const back = `volta ${r.backPercent}% do que você pagou`;
  return `No ${day}, a ${r.daysBefore} dias da saída, pela escala da equipe: ${back}.`;
}

/** Pick the days, read what comes back. Its fields are the page's own (not React's), so days typed
 * before the app arrives are read as it starts. */
export function WithdrawalCalculator({ scale }: { scale: readonly ScaleStep[] | null }) {
  const box = useRef<HTMLDivElement>(null);
  const [refund, setRefund] = useState<Refund | null>(null);
  const read = () => {
    const [booked, withdrawn, departure] = ["reserva", "desistencia", "saida"].map(
      (n) => box.current!.querySelector<HTMLInputElement>(`input[name="${n}"]`)!.value,
    );
    setRefund(booked || withdrawn ? refundOn(booked!, withdrawn!, departure!, scale ? [...scale] : null) : null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for days typed before the app arrived
  useEffect(read, []);
  return (
    // Not a form: nothing is sent, the answer is read as the days change.
    <div ref={box} onInput={read} className="mt-8 grid gap-3 sm:max-w-md">
      <h3 className="text-2xl">Se eu desistir, quanto volta?</h3>
      <label className="grid gap-1">
        Dia da reserva
        <input type="date" name="reserva" className="field-input" />
      </label>
      <label className="grid gap-1">
        Dia em que desistiria
        <input type="date" name="desistencia" className="field-input" />
      </label>
      <label className="grid gap-1">
        Dia da saída
        <input type="date" name="saida" className="field-input" />
      </label>
      <output aria-live="polite" className="text-lg font-bold">
        {sentence(refund)}
      </output>
    </div>
  );
}
