/** First focusable element of every page: jumps keyboard users past the header to the page's main. */
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-night focus:px-5 focus:py-3 focus:font-bold focus:text-snow"
    >
      Pular para o conteúdo
    </a>
  );
}
