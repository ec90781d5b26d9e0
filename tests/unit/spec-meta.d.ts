/**
 * A unit test that checks a rule of the product specification (docs/spec/SPEC.md) names it:
 * `it('title', { meta: { spec: ["'Failed to send invite'"] } }, ...)`, each entry quoting the
 * rule's key words verbatim. Read by tests/unit/tooling/spec-coverage.test.ts; Vitest also writes
 * it into the JSON report (reports/vitest.json) of `npm run test:unit`.
 */
import 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    spec?: string[];
  }
}
