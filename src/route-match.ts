// Finds the head of any path with wouter's own matcher, for the prerender step and client navigation.
import { matchRoute } from "wouter";
import { parse } from "regexparam";
import { descriptions, notFoundDescription } from "./page-descriptions.ts";
import { notFoundHead, routes, type Head, type RouteHead } from "./routes.ts";

const parser = (route: string) => parse(route);

function match(path: string): [(typeof routes)[number], Record<string, string>] | undefined {
  for (const route of routes) {
    const [hit, params] = matchRoute(parser, route.path, path);
    if (hit) return [route, (params ?? {}) as Record<string, string>];
  }
  return undefined;
}

/** Title, image and canonical: all a client-side navigation needs. */
export function routeHeadFor(path: string): RouteHead {
  const m = match(path);
  return m ? m[0].head(m[1]) : notFoundHead;
}

/** The whole head, description included, for the prerender step. */
export function headFor(path: string): Head {
  const m = match(path);
  const description = m && descriptions[m[0].path](m[1]);
  return { ...routeHeadFor(path), description: description ?? notFoundDescription };
}

/** The route whose pattern matches `path` (a known slug or not), if any. */
export function routeFor(path: string) {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]);
}
