/** First focusable element of every page: jumps keyboard users past the header to the page's main. */
export function SkipLink() {
  return (
    <a href="#conteudo" className="skip-link">
      Pular para o conteúdo
    </a>
  );
}
