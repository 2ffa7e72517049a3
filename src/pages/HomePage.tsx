export function HomePage() {
  return <main><h1>Expedição Ushuaia</h1></main>;
}
