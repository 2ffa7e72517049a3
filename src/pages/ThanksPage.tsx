export function ThanksPage() {
  return <main><h1>Interesse registrado!</h1></main>;
}
