import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Opaque bearer token; only its hash is stored, so a leaked database does not leak sessions. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newOneTimeCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const newUploadId = (): string => randomBytes(16).toString('hex');
