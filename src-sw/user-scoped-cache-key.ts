/**
 * The Cache API matches on URL only, so two members on one phone would share cached lists.
 * Folding a hash of the bearer credential into the key keeps each member's answers apart
 * (and the raw token never lands in a cache key). Requests without a credential are not cached
 * under a shared key either: they get a key that no authenticated read will ever match.
 */
export async function userScopedCacheKey({ request }: { request: Request }): Promise<string> {
  const credential = request.headers.get('Authorization') ?? 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credential));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__member', hex.slice(0, 32));
  return url.href;
}
