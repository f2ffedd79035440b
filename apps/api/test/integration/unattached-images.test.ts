import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { images, vehicles } from '../../src/db/schema.ts';
import {
  UNATTACHED_IMAGE_LIFETIME_MS,
  deleteAbandonedUploads,
} from '../../src/modules/files/unattached-images.ts';
import { testNow } from '../support/clock.ts';
import { useTestApp } from '../support/harness.ts';
import { uploadImage } from '../support/images.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

async function uploadMadeAt(createdAt: Date, vehicleId: number | null = null): Promise<string> {
  const imageId = await uploadImage(api, tokens.admin);
  await t.db.update(images).set({ createdAt, vehicleId }).where(eq(images.id, imageId));
  return imageId;
}

describe('uploads no vehicle took', () => {
  it('go once they are a day old; attached photos and recent uploads stay', async () => {
    const now = testNow();
    const dayAgo = (extraMs: number) =>
      new Date(now.getTime() - UNATTACHED_IMAGE_LIFETIME_MS + extraMs);
    const [vehicle] = await t.db.select({ id: vehicles.id }).from(vehicles).limit(1);
    const abandoned = await uploadMadeAt(dayAgo(-1000));
    const justUploaded = await uploadMadeAt(dayAgo(60_000));
    // Stamped by the app, on the clock housekeeping reads.
    const uploadedNow = await uploadImage(api, tokens.admin);
    const oldButAttached = await uploadMadeAt(dayAgo(-1000_000), vehicle!.id);
    const before = await t.db.select({ id: images.id }).from(images);

    expect(await deleteAbandonedUploads(t.db, now)).toBe(1);

    const left = await t.db
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, [abandoned, justUploaded, uploadedNow, oldButAttached]));
    expect(left.map((row) => row.id).sort()).toEqual(
      [justUploaded, uploadedNow, oldButAttached].sort(),
    );
    expect(await t.db.select({ id: images.id }).from(images)).toHaveLength(before.length - 1);
    expect((await api.get(`/api/files/display/${abandoned}`)).statusCode).toBe(404);
    expect(await deleteAbandonedUploads(t.db, now)).toBe(0);
  });
});
