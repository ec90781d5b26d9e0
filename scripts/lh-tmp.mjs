import { lighthouseFigures } from '/work/perf/scripts/lib/lighthouse-runs.mjs';
const base = process.argv[2];
console.log(
  'login',
  await lighthouseFigures(base, '/login', { runs: Number(process.argv[3] ?? 1) }),
);
if (process.argv[4])
  console.log(
    'dashboard',
    await lighthouseFigures(base, '/dashboard', {
      runs: Number(process.argv[3] ?? 1),
      signedIn: true,
    }),
  );
