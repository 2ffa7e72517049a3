// Stub: the route-map work generates the map of the journey here, before vite build.
