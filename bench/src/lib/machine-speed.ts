// How fast this machine is at what the request paths spend most on: a message through a loopback
// socket that wakes another process. The same code measured half the throughput on two days of
// the same machine kind (docs/performance.md, section 2), with every party's CPU per request
// doubled at once; this figure, printed before the scenarios and kept in each result, tells such
// a day from a change in the code.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { round } from './results.ts';

const ECHO_SERVER = `
  const server = require('node:net').createServer((socket) => socket.on('data', (d) => socket.write(d)));
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

/** The mean time, in µs, of a one-byte round trip to an echo server in another process. */
export async function loopbackRoundTripUs(roundTrips = 5_000): Promise<number> {
  const echo = spawn(process.execPath, ['-e', ECHO_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [firstLine] = (await once(echo.stdout, 'data')) as [Buffer];
    const socket = connect({
      host: '127.0.0.1',
      port: Number(firstLine.toString()),
      noDelay: true,
    });
    await once(socket, 'connect');
    const started = performance.now();
    for (let trip = 0; trip < roundTrips; trip++) {
      socket.write('x');
      await once(socket, 'data');
    }
    const elapsedMs = performance.now() - started;
    socket.destroy();
    return round((elapsedMs * 1000) / roundTrips, 1);
  } finally {
    echo.kill();
  }
}
