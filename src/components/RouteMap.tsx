// Stub: the route-map work replaces this with the map of the journey (home page section).
export function RouteMap() {
  return null;
}
