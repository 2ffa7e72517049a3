// Stub: the route-map work replaces this with the small map and previous/next stops.
export function JourneyPanel(_props: { slug: string }) {
  return null;
}
