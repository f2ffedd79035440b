import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../src/lib/versioned-cache.ts';

/** A build that counts its calls and resolves only when told to. */
function controlledBuild<V>(value: V) {
  let calls = 0;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const build = async () => {
    calls += 1;
    await done;
    return value;
  };
  return { build, finish, calls: () => calls };
}

describe('VersionedCache', () => {
  it('reuses a value while the version stays, and builds again for a new one', async () => {
    const cache = new VersionedCache<string>(10);
    let builds = 0;
    const build = (value: string) => async () => `${value}#${++builds}`;
    expect(await cache.get('a', 1, build('one'))).toBe('one#1');
    expect(await cache.get('a', 1, build('ignored'))).toBe('one#1');
    expect(await cache.get('a', 2, build('two'))).toBe('two#2');
    expect(await cache.get('a', 'basis-b', build('text'))).toBe('text#3');
  });

  it('shares one build between overlapping reads of a key and version', async () => {
    const cache = new VersionedCache<number>(10);
    const slow = controlledBuild(42);
    const reads = [cache.get('k', 1, slow.build), cache.get('k', 1, slow.build)];
    slow.finish();
    expect(await Promise.all(reads)).toEqual([42, 42]);
    expect(slow.calls()).toBe(1);
  });

  it('keeps no failed build: the next read tries again', async () => {
    const cache = new VersionedCache<string>(10);
    await expect(cache.get('k', 1, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('k', 1, async () => 'back')).toBe('back');
  });

  it('lets no slower build of an older version replace a newer value', async () => {
    const cache = new VersionedCache<string>(10);
    const older = controlledBuild('old');
    const oldRead = cache.get('k', 1, older.build);
    expect(await cache.get('k', 2, async () => 'new')).toBe('new');
    older.finish();
    expect(await oldRead).toBe('old');
    expect(await cache.get('k', 2, async () => 'rebuilt')).toBe('new');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new VersionedCache<string>(2);
    const value = (v: string) => async () => v;
    await cache.get('a', 1, value('a'));
    await cache.get('b', 1, value('b'));
    await cache.get('a', 1, value('a again')); // a is now the most recently used
    await cache.get('c', 1, value('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, value('a rebuilt'))).toBe('a');
    expect(await cache.get('b', 1, value('b rebuilt'))).toBe('b rebuilt');
  });
});
