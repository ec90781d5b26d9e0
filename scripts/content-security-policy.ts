// The app's Content-Security-Policy, in one place (docs/decisions.md#content-security-policy). vite.config.ts writes it
// into the built index.html as a <meta>, so every prerendered page (scripts/prerender.mjs uses
// that file as its template) and every static host carries it. The demo API reads it back from
// the built index.html and sends it as a header (demo-api/src/content-security-policy.ts).

/**
 * The origin of the production API (`VITE_API_ORIGIN`), or null when the build has none and the
 * app calls its own origin. Only the origin counts: a path would not narrow a CSP source anyway,
 * and an unusable value fails the build rather than shipping a policy that blocks every call.
 */
export function apiOriginOf(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VITE_API_ORIGIN is not a URL: ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_ORIGIN must be http(s): ${JSON.stringify(text)}`);
  }
  return url.origin;
}

/**
 * The policy a <meta> may carry. `frame-ancestors` is left to the server's header: browsers
 * ignore it (with a console warning) in a meta tag.
 */
export function contentSecurityPolicy(
  apiOriginSetting: string | undefined,
  inlineScriptSources: readonly string[] = [],
): string {
  const api = apiOriginOf(apiOriginSetting);
  const withApi = (...sources: string[]) => (api ? [...sources, api] : sources).join(' ');
  const directives = [
    "default-src 'self'",
    // Only the app's own module files and the inline scripts named by their hash (the colour
    // scheme set before the first paint): no other inline script, no eval. The modulepreload
    // polyfill is off in vite.config.ts; the e2e test csp.spec.ts proves the rest.
    ["script-src 'self'", ...inlineScriptSources].join(' '),
    // Mantine writes <style data-mantine-styles> (also into the prerendered pages) and sets style
    // attributes on nearly every component. Nonces cannot cover those: a static host cannot mint
    // one per response, and style attributes accept no nonce at all. Injected CSS cannot run
    // script, so 'unsafe-inline' here does not undo what script-src guards.
    "style-src 'self' 'unsafe-inline'",
    // Avatars: uploads served by the API (its origin, or ours), inline data:image/ avatars
    // (src/domain/avatar.ts) and the blob: preview of a picked image on /profile.
    `img-src ${withApi("'self'", 'data:', 'blob:')}`,
    `connect-src ${withApi("'self'")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

const CHARSET_META = '<meta charset="UTF-8" />';

/**
 * index.html with the policy's meta right after the charset, ahead of every script and
 * stylesheet it governs. Written by hand rather than as a Vite tag descriptor, which would
 * entity-escape every quote and make the built file hard to read.
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (/["<>&]/.test(policy)) throw new Error(`policy would break its attribute: ${policy}`);
  if (!html.includes(CHARSET_META)) throw new Error(`index.html has no ${CHARSET_META}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  return html.replace(CHARSET_META, `${CHARSET_META}\n    ${meta}`);
}
