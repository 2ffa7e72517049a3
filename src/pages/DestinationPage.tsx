import { useParams } from "wouter";
import { findDestination } from "../content/destinations.ts";

export function DestinationPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const d = findDestination(slug);
  return <main><h1>{d ? d.name : "Destino não encontrado"}</h1></main>;
}
