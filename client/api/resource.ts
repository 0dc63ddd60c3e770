// A resource named by an id in the page's URL: a malformed id asks the server nothing (useData with input null), and
// an unknown one is the "not found" state of useData's notFoundState (client/api/endpoints.ts).

/** A route id as the number the API takes, or null for anything else ('abc', '0', '1.5', '', 10 digits). */
export function parseRouteId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
