import { HttpError } from './http-errors';

/**
 * The JSON body parser of every route. It refuses, with a 400 and a message, what would otherwise
 * reach a handler as garbage or blow a stack: bytes that are not UTF-8 (decoding would silently
 * turn them into U+FFFD) and nesting deeper than any request of this API needs (recursive code
 * such as the idempotency fingerprint's JSON.stringify would overflow). An empty body reads as
 * {}: the app sends a JSON content type even on body-less POSTs (send_invite).
 */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The deepest nesting of arrays and objects in a JSON text, strings skipped. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

export function parseJsonBody(body: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8');
  }
  if (text.trim() === '') return {};
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new HttpError(400, 'The JSON body is nested too deeply');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}
