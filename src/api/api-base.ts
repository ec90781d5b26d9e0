/** docs/decisions.md#api-base-url: the relative base on a local host, else the build-time production origin. */
const API_PATH = '/api/v1';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function resolveApiBase(hostname: string, productionOrigin: string | undefined): string {
  if (LOCAL_HOSTS.has(hostname.trim().toLowerCase())) return API_PATH;
  const origin = (productionOrigin ?? '').trim().replace(/\/+$/, '');
  // Without a configured origin, same-origin is the only sensible guess (e.g. the demo-api).
  return origin === '' ? API_PATH : `${origin}${API_PATH}`;
}

/** The base for the running page; read per request so tests can change the location or env. */
export function currentApiBase(): string {
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
  const origin: unknown = import.meta.env.VITE_API_ORIGIN;
  return resolveApiBase(hostname, typeof origin === 'string' ? origin : undefined);
}
