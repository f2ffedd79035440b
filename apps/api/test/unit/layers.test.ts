import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Files directly in src that everything may read: the settings. */
const SETTINGS = new Set(['config.ts', 'env.ts']);

/** The folder under src that a file belongs to; other files directly in src are the app. */
function layerOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (parts.length > 1) return parts[0]!;
  return SETTINGS.has(parts[0]!) ? 'settings' : 'app';
}

/** Every relative import of the layer's files, as "file -> imported file's layer". */
function importsOf(layer: string): string[] {
  const files = readdirSync(join(SRC, layer), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(SRC, layer, name));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(
      ([, target]) => `${relative(SRC, file)} -> ${layerOf(resolve(dirname(file), target!))}`,
    ),
  );
}

// lib/db → modules → app: a lower layer never reaches up, so no arrow runs both ways.
describe('the API layers', () => {
  it.each([
    ['plugins', ['modules', 'app', 'seed', 'ops']],
    ['lib', ['modules', 'plugins', 'app', 'seed', 'ops']],
    ['db', ['modules', 'plugins', 'app', 'seed', 'ops']],
  ])('%s imports nothing from above it', (layer, above) => {
    const upward = importsOf(layer).filter((edge) => above.includes(edge.split(' -> ')[1]!));
    expect(upward).toEqual([]);
  });
});
