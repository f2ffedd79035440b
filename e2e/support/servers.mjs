// The app servers of a browser test run (plain JavaScript: run.mjs starts them before any
// TypeScript loads). Each runs apps/api/src/server.ts on a port and a data folder of its own.
import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/free-port.mjs';

/** `count` free ports, no two alike (freePort may answer the same port twice in a row). */
export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Starts the server from the repository at `root` with these settings on top of ours. */
export function startServer(root, settings) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Resolves once the server at `baseUrl` answers its health check; fails if it exits first. Two
 * servers migrate and seed at once, beside another stage of npm test (scripts/test-all.mjs): a
 * CI run on a busy machine passed 90 s, where an idle one takes 15. The limit is for a server
 * that hangs.
 */
export async function waitForHealth(baseUrl, server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server at ${baseUrl} exited with ${server.exitCode}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy in time`);
}

/** Asks the server to stop and waits for it to go, five seconds at most. */
export async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', resolve);
    setTimeout(resolve, 5000).unref();
  });
}
