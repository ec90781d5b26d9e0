/**
 * How the http client reaches the sign-in without knowing storage (docs/architecture.md#layers):
 * the repository wires the token source and the 401 handler in at start-up. Its own module, so
 * start-up wires it without loading the client itself, which /login's first paint never needs.
 */
export interface HttpClientWiring {
  /** The signed-in member's bearer token, read at the moment each request starts. */
  getToken: () => string | null;
  /** A 401 answer to a request that carried the token still in use: the sign-in has ended. */
  onUnauthorized: () => void;
}

// Until wired, requests go out without a credential.
let wiring: HttpClientWiring = { getToken: () => null, onUnauthorized: () => undefined };

export function configureHttpClient(next: HttpClientWiring): void {
  wiring = next;
}

export function httpClientWiring(): HttpClientWiring {
  return wiring;
}
