#!/usr/bin/env node
// Draws Keyturn's demo art (vehicle photos, team portraits, hero slides, logo) from the SVG
// scenes in this folder and writes it where the app keeps it.
//
//   node src/generate.mjs                    # draws every image and writes it
//   node src/generate.mjs roadster           # only images whose path contains "roadster"
//   node src/generate.mjs --check [part]     # draws, writes nothing, and exits 1 if any
//                                            # committed image differs from what it draws

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assets } from './assets.mjs';
import { openRenderer } from './render.mjs';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function committedBytes(file) {
  try {
    return await readFile(file);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const filter = args.find((arg) => arg !== '--check') ?? '';
  const chosen = assets().filter((asset) => asset.file.includes(filter));
  if (chosen.length === 0) {
    console.error(`No image's path contains "${filter}".`);
    process.exit(2);
  }
  const differing = [];
  const renderer = await openRenderer();
  try {
    for (const asset of chosen) {
      const bytes = await renderer.render(asset);
      const file = path.join(REPOSITORY, asset.file);
      if (check) {
        const committed = await committedBytes(file);
        const same = committed !== null && committed.equals(bytes);
        if (!same) differing.push(asset.file);
        console.info(`${same ? 'same     ' : 'DIFFERS  '} ${asset.file}`);
      } else {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, bytes);
        console.info(`${asset.file}  ${(bytes.length / 1024).toFixed(1)} kB`);
      }
    }
  } finally {
    await renderer.close();
  }
  if (differing.length > 0) {
    console.error(
      `${differing.length} of ${chosen.length} images differ from what the scenes draw ` +
        '(run without --check to redraw them, and look at the result before committing).',
    );
    process.exit(1);
  }
}

await main();
