// npm run bench [-- scenario…]: runs the performance scenarios and prints their figures.
// Each figure is a ratio or a bound measured in the same run, on a possibly busy machine.
import { loopbackRoundTripUs } from './lib/machine-speed.ts';
import { noteLoopbackRoundTrip } from './lib/results.ts';
import { booking } from './scenarios/booking.ts';
import { catalogue } from './scenarios/catalogue.ts';
import { exportScenario } from './scenarios/export.ts';
import { frontend } from './scenarios/frontend.ts';
import { scale } from './scenarios/scale.ts';
import { search } from './scenarios/search.ts';

const seconds = Number(process.env.BENCH_SECONDS || 10);

const scenarios: Record<string, () => Promise<void>> = {
  catalogue: () => catalogue(seconds),
  booking: () => booking(seconds),
  export: () => exportScenario(),
  scale: () => scale(),
  frontend: () => frontend(),
  search: () => search(seconds),
};

const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!scenarios[name]) {
    console.error(`Unknown scenario "${name}"; choose from: ${Object.keys(scenarios).join(', ')}`);
    process.exit(2);
  }
}
const roundTripUs = await loopbackRoundTripUs();
noteLoopbackRoundTrip(roundTripUs);
console.info(
  `machine: a one-byte loopback round trip to another process takes ${roundTripUs} µs ` +
    '(figures of runs far apart in this are not comparable)',
);
for (const name of chosen.length > 0 ? chosen : Object.keys(scenarios)) {
  console.info(`\n▶ ${name}`);
  await scenarios[name]!();
}
