// Load generator for the search: `connections` users in a closed loop, each request the next of
// the plan's paths (one window after another), so that the server answers different questions
// rather than one kept answer. Prints autocannon's figures as JSON. It runs in its own process:
// it must not share an event loop with the server.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { loadResultOf } from '../lib/autocannon.ts';

interface Plan {
  url: string;
  paths: string[];
  connections: number;
  seconds: number;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan;
let next = 0;

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  requests: [
    {
      setupRequest: (request) => ({ ...request, path: plan.paths[next++ % plan.paths.length]! }),
    },
  ],
});

process.stdout.write(JSON.stringify(loadResultOf(result)));
