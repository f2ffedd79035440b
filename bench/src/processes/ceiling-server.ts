// The ceiling: a bare Node HTTP server answering recorded responses from memory. Whatever the
// API reaches is measured against what Node alone reaches on this machine in the same run.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Recorded {
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Recorded>;
const responses = new Map(
  Object.entries(recorded).map(([path, { headers, body }]) => [
    path,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
);

createServer((request, response) => {
  const found = responses.get(request.url ?? '');
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...found.headers, 'content-length': found.body.length });
  response.end(found.body);
}).listen(Number(port), '127.0.0.1');
