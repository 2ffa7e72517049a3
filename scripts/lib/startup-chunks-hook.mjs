// Module resolve hook for the render probe: reports every import the server bundle resolves.
let port;
export function initialize(data) {
  port = data.port;
}
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (context.parentURL) port.postMessage({ specifier, parent: context.parentURL, url: result.url });
  return result;
}
