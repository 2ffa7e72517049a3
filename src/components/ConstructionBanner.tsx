/** The site's under-construction notice, as a strip along the bottom edge of the home hero. */
export function ConstructionBanner() {
  return (
    <div role="note" aria-label="Aviso" className="banner">
      <p>
        <span aria-hidden="true" className="banner-dot" />
        <span>
          <strong className="uppercase">Site em construção:</strong> estamos finalizando o roteiro, as datas e os
          detalhes da expedição. Deixe seu contato e saiba primeiro.
        </span>
      </p>
    </div>
  );
}
