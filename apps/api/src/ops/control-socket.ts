import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DataFolder } from '../db/client.ts';

export const BACKUP_PATH = '/backup';
/** Longer Unix socket paths do not fit every system's socket address. */
const MAX_SOCKET_PATH_LENGTH = 100;

function socketPathFor(folder: string): string {
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\keyturn-${id}`;
  const beside = join(dirname(folder), 'control.sock');
  return beside.length <= MAX_SOCKET_PATH_LENGTH ? beside : join(tmpdir(), `keyturn-${id}.sock`);
}

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * A door for an operator's tasks on the running server, which alone may read the embedded
 * database while it runs: `npm run db:backup` asks it for a backup. It is a Unix socket beside
 * the database, readable by its owner only, so whoever may read the data folder may use it,
 * and nobody else: no network port, no password. Its address is written in the folder's lock.
 */
export async function openControlSocket(
  folder: DataFolder,
  log: FastifyBaseLogger,
): Promise<ControlSocket> {
  const path = socketPathFor(folder.dir);
  // One left by a process that died: this one holds the folder's lock now.
  if (process.platform !== 'win32') rmSync(path, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== BACKUP_PATH) {
      response.writeHead(404).end();
      return;
    }
    folder.dump().then(
      async (archive) => {
        const bytes = Buffer.from(await archive.arrayBuffer());
        response.writeHead(200, { 'content-type': 'application/gzip' }).end(bytes);
        log.info({ bytes: bytes.length }, 'backup handed to db:backup');
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        response.writeHead(500).end('The server could not read the database for a backup.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  folder.lock.announce({ controlSocket: path });
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the server listening on `socketPath` for a backup; the archive's bytes. */
export function requestBackup(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ socketPath, method: 'POST', path: BACKUP_PATH }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(body.toString() || `the server answered ${response.statusCode}`));
      });
    });
    request.on('error', reject);
    request.end();
  });
}
