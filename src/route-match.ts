// Finds the head of any path with wouter's own matcher, for the prerender step and client navigation.
import { matchRoute } from "wouter";
import { parse } from "regexparam";
import { notFoundHead, routes, type Head } from "./routes.ts";

const parser = (route: string) => parse(route);

export function headFor(path: string): Head {
  for (const route of routes) {
    const [match, params] = matchRoute(parser, route.path, path);
    if (match) return route.head((params ?? {}) as Record<string, string>);
  }
  return notFoundHead;
}

/** The route whose pattern matches `path` (a known slug or not), if any. */
export function routeFor(path: string) {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]);
}
