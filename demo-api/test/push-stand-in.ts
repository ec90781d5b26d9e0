/**
 * A stand-in push service for tests: an HTTPS server on 127.0.0.1 with a self-signed certificate
 * for 127.0.0.1 (made with `openssl`), which records every push it is sent and answers each as
 * the test says. Plain Node, no test runner: vitest tests (demo-api/test/push-*.test.ts) and
 * Playwright tests can both import it. Decrypting and checking what it received: push-browser.ts.
 *
 *   const standIn = await startPushStandIn();          // options: { port?, certDir? }
 *   standIn.endpoint('phone')  // 'https://127.0.0.1:<port>/push/phone': post it as a subscription
 *   standIn.answerWith(410, endpoint)  // that endpoint's next pushes get 410 (201 by default);
 *   standIn.answerWith('hang')         // ...or every endpoint's: 'hang' never answers
 *   await standIn.waitForRequests(2)   // the recorded pushes once there are 2 (else throws after 5 s)
 *   standIn.requests                   // every push so far: { endpoint, headers, body, answer, at }
 *   standIn.clear()                    // forgets the recorded pushes and the answers set
 *   standIn.caFile / standIn.ca        // the certificate (PEM) a demo API must trust
 *   await standIn.close()              // also cuts the connections it left hanging
 *
 * Trusting it: a demo API in the same process gets `push: { agent: new https.Agent({ ca:
 * standIn.ca }) }` (buildServer); a demo API started as a process of its own (Playwright's
 * webServer) gets NODE_EXTRA_CA_CERTS=<caFile>, which Node reads only at start, so the file must
 * exist by then: make it first with makeStandInCertificate(dir) (it reuses what is in `dir`) and
 * start the stand-in later with the same `certDir`. Or PUSH_CA_FILE=<caFile>, which the demo API
 * reads when it sends, so the file may come later.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A status to answer with, or 'hang': no answer until the stand-in closes. */
export type StandInAnswer = number | 'hang';

export interface RecordedPush {
  /** The full endpoint URL the push was sent to. */
  endpoint: string;
  /** Lower-case names, as Node gives them: ttl, urgency, topic, authorization, content-encoding. */
  headers: IncomingHttpHeaders;
  /** The encrypted body (aes128gcm). */
  body: Buffer;
  answer: StandInAnswer;
  /** Epoch ms when it arrived. */
  at: number;
}

export interface StandInCertificate {
  dir: string;
  /** PEM of the self-signed certificate: the file to trust. */
  caFile: string;
  keyFile: string;
  cert: string;
  key: string;
}

export interface PushStandIn {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** A new endpoint URL on the stand-in; a name makes it readable in failures. */
  endpoint: (name?: string) => string;
  requests: RecordedPush[];
  /** How the following pushes are answered: to `endpoint` only, or to every endpoint. */
  answerWith: (answer: StandInAnswer, endpoint?: string) => void;
  /** The recorded pushes once there are at least `count` (of `endpoint` when given). */
  waitForRequests: (
    count: number,
    options?: { endpoint?: string; timeoutMs?: number },
  ) => Promise<RecordedPush[]>;
  clear: () => void;
  caFile: string;
  ca: string;
  close: () => Promise<void>;
}

/**
 * A self-signed P-256 certificate for IP 127.0.0.1 in `dir` (a new temporary folder unless
 * given), made with openssl; an existing one in `dir` is reused.
 */
export function makeStandInCertificate(dir?: string): StandInCertificate {
  const folder = dir ?? mkdtempSync(path.join(tmpdir(), 'push-stand-in-'));
  mkdirSync(folder, { recursive: true });
  const caFile = path.join(folder, 'stand-in-cert.pem');
  const keyFile = path.join(folder, 'stand-in-key.pem');
  if (!existsSync(caFile) || !existsSync(keyFile)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        caFile,
        '-days',
        '7',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
  }
  return {
    dir: folder,
    caFile,
    keyFile,
    cert: readFileSync(caFile, 'utf8'),
    key: readFileSync(keyFile, 'utf8'),
  };
}

export async function startPushStandIn(
  options: { port?: number; certDir?: string } = {},
): Promise<PushStandIn> {
  const certificate = makeStandInCertificate(options.certDir);
  const requests: RecordedPush[] = [];
  const answers = new Map<string, StandInAnswer>();
  let answerAll: StandInAnswer = 201;
  const waiters = new Set<() => void>();
  let origin = '';

  const server = https.createServer(
    { cert: certificate.cert, key: certificate.key },
    (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${origin}${request.url ?? '/'}`;
        const answer = answers.get(endpoint) ?? answerAll;
        requests.push({
          endpoint,
          headers: request.headers,
          body: Buffer.concat(chunks),
          answer,
          at: Date.now(),
        });
        waiters.forEach((wake) => wake());
        if (answer === 'hang') return;
        response.writeHead(answer, { 'content-type': 'text/plain' });
        response.end(answer < 300 ? '' : `stand-in answered ${answer}`);
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  const matching = (endpoint?: string) =>
    endpoint === undefined ? [...requests] : requests.filter((r) => r.endpoint === endpoint);

  return {
    origin,
    port,
    endpoint: (name = randomUUID()) => `${origin}/push/${encodeURIComponent(name)}`,
    requests,
    answerWith: (answer, endpoint) => {
      if (endpoint === undefined) answerAll = answer;
      else answers.set(endpoint, answer);
    },
    waitForRequests: (count, { endpoint, timeoutMs = 5_000 } = {}) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = matching(endpoint);
          if (found.length < count) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          const got = matching(endpoint).length;
          reject(new Error(`push stand-in: ${got} of ${count} pushes within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    clear: () => {
      requests.length = 0;
      answers.clear();
      answerAll = 201;
    },
    caFile: certificate.caFile,
    ca: certificate.cert,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
