import { describe, expect, it } from 'vitest';
import { BoundedConcurrency } from '../../src/lib/bounded-concurrency.ts';

/** A task the test finishes by hand, recording when it started. */
function manualTask(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started.push(id);
      await done;
      return id;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bounded concurrency', () => {
  it('runs at most the bound at once, lets a few wait in order and refuses the rest', async () => {
    const limit = new BoundedConcurrency(2, 2, () => new Error('busy'));
    const started: number[] = [];
    const tasks = [1, 2, 3, 4, 5].map((id) => manualTask(started, id));
    const results = tasks.map((task) => limit.run(task.run).catch((error: Error) => error.message));
    await settle();
    expect(started).toEqual([1, 2]);
    expect(await results[4]).toBe('busy');

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);

    // With one waiting place free again, a newcomer waits instead of being refused.
    const late = manualTask(started, 6);
    const lateResult = limit.run(late.run);
    tasks[2]!.finish();
    tasks[3]!.finish();
    late.finish();
    expect(await Promise.all([...results.slice(0, 4), lateResult])).toEqual([1, 2, 3, 4, 6]);
    expect(started).toEqual([1, 2, 3, 4, 6]);
  });

  it('frees the place of a task that failed', async () => {
    const limit = new BoundedConcurrency(1, 0, () => new Error('busy'));
    await expect(limit.run(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(limit.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
