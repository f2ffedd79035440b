// A TCP port free on the loopback interface now, for a test or benchmark server to listen on.
// Shared by the browser tests' runner, the robustness suite and the benchmarks.
import { once } from 'node:events';
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}
