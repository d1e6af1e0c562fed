/**
 * What a feature's server action answers a route file: a status and the JSON body of docs/api.md.
 * The route file (or features/account/route.server.ts) turns it into a Response with json-response.ts,
 * so the actions stay free of Request/Response and easy to test.
 */
export interface Outcome {
  status: number;
  body: { data: unknown } | { message: string };
}
