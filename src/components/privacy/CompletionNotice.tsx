/** Shown at the top of the notice while the controller's details or the transfer basis are placeholders. */
export function CompletionNotice() {
  return (
    <div
      role="note"
      aria-label="Aviso incompleto"
      className="mt-6 rounded-lg border-2 border-sunset-deep bg-snow px-4 py-3"
    >
      <p className="mt-0!">
        <strong>Este aviso está sendo concluído:</strong> os dados marcados como “a preencher” ainda serão informados. O
        restante do aviso já descreve como tratamos seus dados.
      </p>
    </div>
  );
}
