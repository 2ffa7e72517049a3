import { useEffect, useState } from "react";
import {
  clockTime,
  familyMessage,
  type FamilyNews,
  saveFamilyNumber,
  savedFamilyNumber,
  smsHref,
  whatsappHref,
} from "../../road/family-message.ts";

/** "Avisar a família": the message, one tap to the SMS app or WhatsApp; the page itself sends nothing. */
export function FamilyMessage({ news }: { news: Omit<FamilyNews, "time"> }) {
  const [number, setNumber] = useState("");
  const [saved, setSaved] = useState("");
  // Read after hydration: the prerendered page has no number, and must match.
  useEffect(() => {
    const kept = savedFamilyNumber();
    setSaved(kept);
    setNumber(kept);
  }, []);
  const keep = (value: string) => {
    saveFamilyNumber(value);
    setSaved(value);
  };
  const text = familyMessage({ ...news, time: clockTime(new Date()) });
  return (
    <section aria-labelledby="road-familia" className="road-card">
      <h3 id="road-familia" className="text-2xl">
        Avisar a família
      </h3>
      <p className="mt-2">{text}</p>
      <label htmlFor="numero-familia" className="road-label">
        Número da família (opcional)
      </label>
      <input
        id="numero-familia"
        type="tel"
        autoComplete="tel"
        className="road-select"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
      />
      <div className="road-actions">
        {number && number !== saved && (
          <button type="button" className="btn-line" onClick={() => keep(number)}>
            Guardar neste celular
          </button>
        )}
        {saved && (
          <button
            type="button"
            className="btn-line"
            onClick={() => {
              keep("");
              setNumber("");
            }}
          >
            Apagar número guardado
          </button>
        )}
      </div>
      <div className="road-actions">
        <a className="btn-night" href={smsHref(text, number)}>
          Enviar por SMS
        </a>
        <a className="btn-line" href={whatsappHref(text)} target="_blank" rel="noopener">
          Enviar pelo WhatsApp
        </a>
      </div>
      <p className="mt-1 text-granite">
        O SMS não precisa de internet. Alguns celulares abrem o SMS sem o texto quando não há número: nesse caso, digite
        o número acima antes de tocar. Um número guardado fica só neste celular e nunca é enviado ao site.
      </p>
    </section>
  );
}
