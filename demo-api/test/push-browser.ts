/**
 * The browser's side of Web Push, for tests (plain Node, no test runner: Playwright tests may
 * import it too). makeBrowserSubscription makes what PushManager.subscribe() gives a page (a
 * P-256 key pair and a 16-byte auth secret) and decrypts what a push service delivers to it
 * (RFC 8291 over RFC 8188 aes128gcm); readVapid checks a push request's VAPID Authorization
 * header (RFC 8292).
 *
 *   const browser = makeBrowserSubscription(standIn.endpoint('phone'));
 *   POST /api/v1/push/subscriptions with browser.subscription
 *   const [push] = await standIn.waitForRequests(1);
 *   browser.decryptJson(push.body)            // { type, title, body, url, tag, member }
 *   readVapid(push.headers.authorization)     // { claims: { aud, exp, sub }, publicKey, signatureValid }
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';

export interface SubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface FakeBrowser {
  /** As PushSubscription.toJSON() gives it. */
  subscription: SubscriptionJson;
  /** The plaintext of an aes128gcm body sent to this subscription; throws if it does not decrypt. */
  decrypt: (body: Buffer) => Buffer;
  decryptJson: <T = Record<string, unknown>>(body: Buffer) => T;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

export function makeBrowserSubscription(endpoint: string): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);

  const decrypt = (body: Buffer): Buffer => {
    // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's key).
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body.readUInt8(20);
    const asPublic = body.subarray(21, 21 + idLength);
    const records = body.subarray(21 + idLength);
    if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 point`);
    // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
    const ecdhSecret = ecdh.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
    const ikm = hkdf(ecdhSecret, authSecret, keyInfo, 32);
    const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
    const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
    const parts: Buffer[] = [];
    for (let start = 0, seq = 0; start < records.length; start += recordSize, seq += 1) {
      const record = records.subarray(start, start + recordSize);
      const nonce = Buffer.from(baseNonce);
      // The record's sequence number XORed into the nonce's low bytes (a few records: 32 bits do).
      nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // Padding: a delimiter (2 in the last record, 1 before) and then zeros.
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end -= 1;
      const last = start + recordSize >= records.length;
      if (plain[end] !== (last ? 2 : 1)) throw new Error(`record ${seq}: bad padding delimiter`);
      parts.push(plain.subarray(0, end));
    }
    return Buffer.concat(parts);
  };

  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt,
    decryptJson: <T>(body: Buffer) => JSON.parse(decrypt(body).toString('utf8')) as T,
  };
}

export interface VapidCheck {
  header: Record<string, unknown>;
  claims: { aud?: unknown; exp?: unknown; sub?: unknown } & Record<string, unknown>;
  /** The `k=` key: the server's VAPID public key, base64url. */
  publicKey: string;
  /** The JWT's ES256 signature checked with `publicKey`. */
  signatureValid: boolean;
}

/** Reads `vapid t=<jwt>, k=<key>` and checks the JWT's signature with the key it names. */
export function readVapid(authorization: string | undefined): VapidCheck {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [headerPart = '', claimsPart = '', signaturePart = ''] = jwt.split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  return { header: json(headerPart), claims: json(claimsPart), publicKey, signatureValid };
}
