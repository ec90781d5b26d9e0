// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  contentSecurityPolicy,
  withPolicyMeta,
} from '../../../scripts/content-security-policy';

/** The policy as a map of directive name to its list of sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows an inline script only by the hash it is given', () => {
    const hash = "'sha256-abc='";
    expect(directives(contentSecurityPolicy(undefined, [hash]))['script-src']).toEqual([
      "'self'",
      hash,
    ]);
  });

  it('without VITE_API_ORIGIN allows scripts, connections and images from the app only', () => {
    const policy = directives(contentSecurityPolicy(undefined));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
    });
    // A blank setting is no setting, as in src/api/api-base.ts.
    expect(contentSecurityPolicy('  ')).toBe(contentSecurityPolicy(undefined));
  });

  it('with VITE_API_ORIGIN lets the app call the API and show its uploads, nothing more', () => {
    const policy = directives(contentSecurityPolicy('https://api.example.org/'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.org']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.org']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('never allows inline script or eval, and leaves frame-ancestors to the header', () => {
    for (const origin of [undefined, 'https://api.example.org']) {
      const policy = contentSecurityPolicy(origin);
      expect(policy).not.toMatch(/unsafe-eval|strict-dynamic/);
      expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'");
      // Browsers ignore it in a <meta> and warn in the console.
      expect(policy).not.toContain('frame-ancestors');
    }
  });
});

describe('apiOriginOf', () => {
  it('keeps only the origin of the setting', () => {
    expect(apiOriginOf('https://api.example.org/base/')).toBe('https://api.example.org');
    expect(apiOriginOf('HTTPS://API.Example.org:8443')).toBe('https://api.example.org:8443');
    expect(apiOriginOf(undefined)).toBeNull();
  });

  it('fails the build on a value that is not an http(s) URL', () => {
    expect(() => apiOriginOf('api.example.org')).toThrow(/not a URL/);
    expect(() => apiOriginOf('javascript:alert(1)')).toThrow(/http/);
  });
});

describe('withPolicyMeta', () => {
  it('puts the meta right after the charset of the real index.html, before any script', () => {
    const html = withPolicyMeta(readFileSync('index.html', 'utf8'), "script-src 'self'");
    const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'" />`;
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${meta}`);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<link'));
  });

  it('refuses a template without a charset meta or a policy that would break the attribute', () => {
    expect(() => withPolicyMeta('<head></head>', "script-src 'self'")).toThrow(/charset/);
    expect(() => withPolicyMeta('<meta charset="UTF-8" />', 'a"b')).toThrow(/attribute/);
  });
});
