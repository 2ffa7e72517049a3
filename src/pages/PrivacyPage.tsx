export function PrivacyPage() {
  return <main><h1>Aviso de privacidade</h1></main>;
}
