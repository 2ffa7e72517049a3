// Opens the browser's print dialog, where the guide can also be saved as a PDF. The click is
// handled by the page's own script (src/main.tsx), so it works before the app has loaded; the
// print stylesheet (src/print.css) leaves the button off the paper.
export function PrintButton() {
  return (
    <button type="button" data-print className="btn-night">
      Imprimir ou salvar em PDF
    </button>
  );
}
