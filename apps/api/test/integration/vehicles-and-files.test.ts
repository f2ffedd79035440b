import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from '@keyturn/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { images, vehicles, type VehicleRow } from '../../src/db/schema.ts';
import {
  expectEnvelope,
  expectNotFound,
  registerCustomer,
  useTestApp,
  type ApiClient,
} from '../support/harness.ts';
import { sortedIds } from '../support/sorting.ts';
import { JPEG_BYTES, PNG_BYTES, multipart } from '../support/images.ts';
import { at } from '../support/times.ts';
import { addTestVehicle, vehicleBody } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin', 'customer'] });
const { api, tokens } = t;

const VEHICLE_KEYS = [
  'age',
  'airConditioning',
  'builtIn',
  'deposit',
  'doors',
  'fuelType',
  'id',
  'image',
  'luggage',
  'milesPerDay',
  'model',
  'pricePerDay',
  'pricePerExtraMile',
  'pricePerHour',
  'seats',
  'transmission',
];
const SORT_FIELDS = ['id', 'model', 'age', 'pricePerHour', 'seats', 'doors'] as const;
type SortField = (typeof SORT_FIELDS)[number];
/** What a vehicle created without the prices of contract section 6 answers for them. */
const DEFAULT_PRICES = { pricePerDay: null, deposit: 200, milesPerDay: null, pricePerExtraMile: 0 };
const BUILT_IN_VEHICLE_MESSAGE = 'This is a built-in vehicle and cannot be updated.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface VehicleJson {
  id: number;
  model: string;
  pricePerHour: number;
  builtIn: boolean;
  image: string[];
  [key: string]: unknown;
}

async function countRows(table: typeof vehicles | typeof images): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(table);
  return row!.total;
}

async function vehicleRows(): Promise<VehicleRow[]> {
  return t.db.select().from(vehicles).orderBy(vehicles.id);
}

async function vehicleRow(id: number): Promise<VehicleRow | undefined> {
  const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

async function imageIdsOf(vehicleId: number): Promise<string[]> {
  const rows = await t.db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.vehicleId, vehicleId))
    .orderBy(images.createdAt, images.id);
  return rows.map((row) => row.id);
}

async function imageRow(id: string) {
  const [row] = await t.db.select().from(images).where(eq(images.id, id));
  return row;
}

/** The row a vehicle body must be stored as: the same columns, the price in cents. */
function storedAs(body: ReturnType<typeof vehicleBody>, pricePerHourCents: number) {
  const { pricePerHour: _inCents, ...sameColumns } = body;
  return { ...sameColumns, pricePerHourCents, builtIn: false };
}

/** What the API must answer for a stored vehicle: its columns, the price in dollars, its photos. */
async function expectedVehicle(row: VehicleRow) {
  const {
    pricePerHourCents,
    pricePerDayCents,
    depositCents,
    pricePerExtraMileCents,
    createdAt: _notAnswered,
    // The office's answers alone carry the plate (decision 071).
    plateNumber: _officeOnly,
    ...answeredAsStored
  } = row;
  return {
    ...answeredAsStored,
    pricePerHour: pricePerHourCents / 100,
    pricePerDay: pricePerDayCents === null ? null : pricePerDayCents / 100,
    deposit: depositCents / 100,
    pricePerExtraMile: pricePerExtraMileCents / 100,
    image: await imageIdsOf(row.id),
  };
}

function upload(
  bytes: Buffer,
  fileName = 'car.png',
  contentType = 'image/png',
  token = tokens.admin,
) {
  return api.post('/api/files/upload', { token, ...multipart(bytes, fileName, contentType) });
}

/** An upload the server turns down: its answer, and not a row more in images. */
async function expectUploadRefused(
  send: () => ReturnType<typeof upload>,
  envelope: { status: string; statusCode: number; message: string },
) {
  const before = await countRows(images);
  const response = await send();
  expect(response.statusCode).toBe(envelope.statusCode);
  expect(expectEnvelope(response)).toMatchObject({ ...envelope, requestURI: '/api/files/upload' });
  expect(await countRows(images)).toBe(before);
}

async function uploadImage(bytes: Buffer = PNG_BYTES): Promise<string> {
  const response = await upload(bytes);
  expect(response.statusCode).toBe(200);
  return response.json<{ imageId: string }>().imageId;
}

function addVehicle(imageId: string, body: Record<string, unknown>, token = tokens.admin) {
  return api.post(`/api/car/admin/${imageId}/add`, { token, body });
}

/**
 * Adding a vehicle so is refused with 400 (naming `errors`, when given): no vehicle is stored
 * and the uploaded photo stays unattached.
 */
async function expectAddRefused(
  overrides: Record<string, unknown>,
  errors?: { field: string; message: string }[],
) {
  const imageId = await uploadImage();
  const before = await countRows(vehicles);
  const response = await addVehicle(imageId, vehicleBody(overrides));
  expect(response.statusCode).toBe(400);
  if (errors) expect(expectEnvelope(response).errors).toEqual(errors);
  expect(await countRows(vehicles)).toBe(before);
  expect((await imageRow(imageId))!.vehicleId).toBeNull();
}

function updateVehicle(id: number, imageId: string, body: Record<string, unknown>) {
  return api.put('/api/car/admin/auth', { token: tokens.admin, query: { id, imageId }, body });
}

function sortValue(row: VehicleRow, field: SortField): string | number {
  return field === 'pricePerHour' ? row.pricePerHourCents : row[field];
}

/** The order the contract asks for: the sort property, then the id, both in `direction`. */
/** The ids in the order the list sorted by `field` must give them. */
function idsSortedBy(rows: VehicleRow[], field: SortField, direction: 'ASC' | 'DESC'): number[] {
  return sortedIds(rows, (row) => sortValue(row, field), direction);
}

function expectBadRequest(
  response: Awaited<ReturnType<ApiClient['get']>>,
  requestURI: string,
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(400);
  const body = expectEnvelope(response);
  expect(body).toMatchObject({ status: 'BAD_REQUEST', statusCode: 400, message, requestURI });
  expect(body.errors).toEqual([{ field, message }]);
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
}

describe('public vehicle lists', () => {
  it('lists every stored vehicle once, each exactly as stored and with only the contract keys', async () => {
    const response = await api.get('/api/car/visitors/all');
    expect(response.statusCode).toBe(200);
    const list = response.json<VehicleJson[]>();
    const rows = await vehicleRows();
    expect(rows).toHaveLength(12);
    expect(list.map((vehicle) => vehicle.id).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.id),
    );
    for (const vehicle of list) expect(Object.keys(vehicle).sort()).toEqual(VEHICLE_KEYS);
    for (const row of rows) {
      expect(list.find((vehicle) => vehicle.id === row.id)).toEqual(await expectedVehicle(row));
    }
    // The seed marks the first three vehicles as built-in, each with its photo.
    expect(rows.map((row) => row.builtIn)).toEqual([true, true, true, ...Array(9).fill(false)]);
    for (const vehicle of list) expect(vehicle.image).toHaveLength(1);
  });

  it('answers the first page by default: 6 vehicles by model ascending, shaped like Spring', async () => {
    const response = await api.get('/api/car/visitors/pages');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<VehicleJson>>();
    const rows = await vehicleRows();
    const sort = { sorted: true, unsorted: false, empty: false };
    expect(page).toEqual({
      content: expect.any(Array),
      totalElements: rows.length,
      totalPages: Math.ceil(rows.length / 6),
      size: 6,
      number: 0,
      numberOfElements: 6,
      first: true,
      last: false,
      empty: false,
      sort,
      pageable: { pageNumber: 0, pageSize: 6, offset: 0, paged: true, unpaged: false, sort },
    });
    expect(page.content.map((vehicle) => vehicle.id)).toEqual(
      idsSortedBy(rows, 'model', 'ASC').slice(0, 6),
    );
    expect(page.content[0]!.model <= page.content[5]!.model).toBe(true);
    for (const vehicle of page.content) {
      expect(Object.keys(vehicle).sort()).toEqual(VEHICLE_KEYS);
      expect(vehicle).toEqual(await expectedVehicle((await vehicleRow(vehicle.id))!));
    }
  });

  it('yields every vehicle exactly once when paging through all pages', async () => {
    const rows = await vehicleRows();
    const seen: number[] = [];
    const first = (await api.get('/api/car/visitors/pages', { query: { size: 5 } })).json<
      Page<VehicleJson>
    >();
    expect(first.totalPages).toBe(Math.ceil(rows.length / 5));
    for (let page = 0; page < first.totalPages; page++) {
      const response = await api.get('/api/car/visitors/pages', { query: { page, size: 5 } });
      expect(response.statusCode).toBe(200);
      const body = response.json<Page<VehicleJson>>();
      const isLast = page === first.totalPages - 1;
      expect(body).toMatchObject({
        number: page,
        size: 5,
        first: page === 0,
        last: isLast,
        numberOfElements: isLast ? rows.length - page * 5 : 5,
        pageable: { pageNumber: page, pageSize: 5, offset: page * 5 },
      });
      seen.push(...body.content.map((vehicle) => vehicle.id));
    }
    expect(seen).toEqual(idsSortedBy(rows, 'model', 'ASC'));
    expect(new Set(seen).size).toBe(rows.length);

    const beyond = await api.get('/api/car/visitors/pages', {
      query: { page: first.totalPages, size: 5 },
    });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toMatchObject({
      content: [],
      numberOfElements: 0,
      empty: true,
      last: true,
      first: false,
      totalElements: rows.length,
    });
  });

  it.each(
    SORT_FIELDS.flatMap<[SortField, string]>((field) => [
      [field, 'ASC'],
      [field, 'desc'],
    ]),
  )('sorts by %s %s (then by id)', async (sort, direction) => {
    const response = await api.get('/api/car/visitors/pages', {
      query: { sort, direction, size: 100 },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<VehicleJson>>();
    const expected = idsSortedBy(
      await vehicleRows(),
      sort,
      direction.toUpperCase() as 'ASC' | 'DESC',
    );
    expect(page.content.map((vehicle) => vehicle.id)).toEqual(expected);
    expect(page).toMatchObject({ size: 100, totalPages: 1, first: true, last: true });
  });

  it('reads the direction case-insensitively', async () => {
    const mixed = await api.get('/api/car/visitors/pages', {
      query: { sort: 'pricePerHour', direction: 'DeSc', size: 100 },
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json<Page<VehicleJson>>().content.map((vehicle) => vehicle.id)).toEqual(
      idsSortedBy(await vehicleRows(), 'pricePerHour', 'DESC'),
    );
  });

  it.each([
    [
      'an unknown sort property',
      { sort: 'price' },
      'sort',
      'Sort must be one of: id, model, age, pricePerHour, seats, doors',
    ],
    [
      'a column that is not whitelisted',
      { sort: 'builtIn' },
      'sort',
      'Sort must be one of: id, model, age, pricePerHour, seats, doors',
    ],
    [
      'SQL as a sort property',
      { sort: 'model; DROP TABLE vehicles' },
      'sort',
      'Sort must be one of: id, model, age, pricePerHour, seats, doors',
    ],
    ['a negative page', { page: -1 }, 'page', 'Page must be 0 or more'],
    ['a page that is not a number', { page: 'two' }, 'page', 'Page must be a whole number'],
    ['size 0', { size: 0 }, 'size', 'Size must be between 1 and 100'],
    ['size 101', { size: 101 }, 'size', 'Size must be between 1 and 100'],
    ['direction UP', { direction: 'UP' }, 'direction', 'Direction must be ASC or DESC'],
  ])('refuses %s with 400 and the error envelope', async (_case, query, field, message) => {
    const response = await api.get('/api/car/visitors/pages', { query });
    expectBadRequest(response, '/api/car/visitors/pages', field, message);
    expect(await countRows(vehicles)).toBe(12);
  });

  it('answers one vehicle by id, 404 for an unknown id and 400 for a malformed one', async () => {
    const [row] = await vehicleRows();
    const found = await api.get(`/api/car/visitors/${row!.id}`);
    expect(found.statusCode).toBe(200);
    expect(Object.keys(found.json()).sort()).toEqual(VEHICLE_KEYS);
    expect(found.json()).toEqual(await expectedVehicle(row!));

    const missing = await api.get('/api/car/visitors/999999');
    expectNotFound(missing, 'Vehicle not found.', '/api/car/visitors/999999');

    expectBadRequest(
      await api.get('/api/car/visitors/abc'),
      '/api/car/visitors/abc',
      'id',
      'The id must be a positive whole number',
    );
    expectBadRequest(
      await api.get('/api/car/visitors/0'),
      '/api/car/visitors/0',
      'id',
      'The id must be a positive whole number',
    );
  });
});

describe('image files', () => {
  it.each([
    ['a PNG', PNG_BYTES, 'car.png', 'image/png'],
    ['a JPEG', JPEG_BYTES, 'car.jpg', 'image/jpeg'],
  ])(
    'stores %s as the same picture and serves the bytes it keeps, cacheable for ever',
    async (_kind, bytes, name, type) => {
      const before = await countRows(images);
      const response = await upload(bytes, name, type);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ message: string; success: boolean; imageId: string }>();
      expect(body).toEqual({
        message: 'The image has been uploaded.',
        success: true,
        imageId: expect.stringMatching(UUID),
      });
      // Kept without its metadata (uploaded-photos.test.ts), so re-encoded: the same picture.
      const stored = await imageRow(body.imageId);
      const sha256 = createHash('sha256').update(stored!.data).digest('hex');
      expect(stored).toMatchObject({
        contentType: type,
        byteSize: stored!.data.length,
        sha256,
        vehicleId: null,
      });
      const [sent, kept] = await Promise.all([
        sharp(bytes).metadata(),
        sharp(stored!.data).metadata(),
      ]);
      expect(kept).toMatchObject({ format: sent.format, width: sent.width, height: sent.height });
      expect(await countRows(images)).toBe(before + 1);

      const shown = await api.get(`/api/files/display/${body.imageId}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe(type);
      expect(Buffer.compare(shown.rawPayload, stored!.data)).toBe(0);
      expect(shown.headers.etag).toBe(`"${sha256}"`);
      expect(shown.headers['cache-control']).toContain('immutable');
      expect(shown.headers['cache-control']).toContain('max-age=31536000');

      const revalidated = await api.get(`/api/files/display/${body.imageId}`, {
        headers: { 'if-none-match': `"${sha256}"` },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
      expect(revalidated.headers.etag).toBe(`"${sha256}"`);

      const otherTag = await api.get(`/api/files/display/${body.imageId}`, {
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(otherTag.statusCode).toBe(200);
      expect(Buffer.compare(otherTag.rawPayload, stored!.data)).toBe(0);
    },
  );

  it('judges the type by the bytes, not by the name or the declared type', async () => {
    const response = await upload(PNG_BYTES, 'holiday.gif', 'image/gif');
    expect(response.statusCode).toBe(200);
    const stored = await imageRow(response.json<{ imageId: string }>().imageId);
    expect(stored!.contentType).toBe('image/png');
  });

  it('404s for an unknown uuid and for an id that is not a uuid', async () => {
    const unknown = randomUUID();
    const missing = await api.get(`/api/files/display/${unknown}`);
    expectNotFound(missing, 'Image not found.', `/api/files/display/${unknown}`);
    const malformed = await api.get('/api/files/display/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(expectEnvelope(malformed).message).toBe('Image not found.');
  });

  it.each([
    [
      'text bytes named .png',
      Buffer.from('definitely not a picture, just words'),
      'car.png',
      'image/png',
    ],
    ['a GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]), 'car.gif', 'image/gif'],
    [
      'a GIF named .png',
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]),
      'car.png',
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'car.png', 'image/png'],
    ['a PNG signature without an image header', PNG_BYTES.subarray(0, 8), 'car.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_kind, bytes, name, type) => {
    await expectUploadRefused(() => upload(bytes, name, type), {
      status: 'UNSUPPORTED_MEDIA_TYPE',
      statusCode: 415,
      message: 'Only JPEG and PNG images are accepted.',
    });
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG_BYTES.copy(tooLarge);
    await expectUploadRefused(() => upload(tooLarge), {
      status: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      message: 'The image is too large; the limit is 5 MB.',
    });
  });

  it('accepts exactly 5 MB, far above the 100 kB limit of JSON bodies', async () => {
    const limit = Buffer.alloc(5 * 1024 * 1024);
    PNG_BYTES.copy(limit);
    const response = await upload(limit);
    expect(response.statusCode).toBe(200);
    // What follows the PNG's end is not part of the picture, and is not kept.
    const stored = await imageRow(response.json<{ imageId: string }>().imageId);
    expect(stored!.byteSize).toBeLessThan(1024);
    expect(await sharp(stored!.data).metadata()).toMatchObject({ format: 'png', width: 1 });
  });

  it('refuses a multipart request without a file part, or with the file under another name', async () => {
    const before = await countRows(images);
    const boundary = '----keyturn-no-file';
    const noFile = await api.post('/api/files/upload', {
      token: tokens.admin,
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(noFile.statusCode).toBe(400);
    expect(expectEnvelope(noFile)).toMatchObject({
      status: 'BAD_REQUEST',
      message: 'Please choose an image to upload.',
    });

    const wrongName = await api.post('/api/files/upload', {
      token: tokens.admin,
      ...multipart(PNG_BYTES, 'car.png', 'image/png', 'image'),
    });
    expect(wrongName.statusCode).toBe(400);
    expect(expectEnvelope(wrongName).message).toBe('Send the image in a part named "file".');
    expect(await countRows(images)).toBe(before);
  });

  it('refuses an upload that is not multipart with 415', async () => {
    const response = await api.post('/api/files/upload', {
      token: tokens.admin,
      body: { file: PNG_BYTES.toString('base64') },
    });
    expect(response.statusCode).toBe(415);
    expect(expectEnvelope(response).message).toBe('Please send the image as multipart/form-data.');
  });

  it('lets only administrators upload', async () => {
    const before = await countRows(images);
    const anonymous = await api.post('/api/files/upload', {
      ...multipart(PNG_BYTES, 'car.png', 'image/png'),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(expectEnvelope(anonymous).status).toBe('UNAUTHORIZED');
    const customer = await upload(PNG_BYTES, 'car.png', 'image/png', tokens.customer);
    expect(customer.statusCode).toBe(403);
    expect(expectEnvelope(customer).status).toBe('FORBIDDEN');
    expect(await countRows(images)).toBe(before);
  });

  it('deletes an image once: 200, then 404, and the row is gone', async () => {
    const imageId = await uploadImage(JPEG_BYTES);
    const deleted = await api.delete(`/api/files/${imageId}`, { token: tokens.admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The image has been deleted.', success: true });
    expect(await imageRow(imageId)).toBeUndefined();
    expect((await api.get(`/api/files/display/${imageId}`)).statusCode).toBe(404);

    const again = await api.delete(`/api/files/${imageId}`, { token: tokens.admin });
    expect(again.statusCode).toBe(404);
    expect(expectEnvelope(again).message).toBe('Image not found.');
  });

  it('keeps the photos of built-in vehicles', async () => {
    const [builtIn] = await vehicleRows();
    const [photo] = await imageIdsOf(builtIn!.id);
    const response = await api.delete(`/api/files/${photo}`, { token: tokens.admin });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe(BUILT_IN_VEHICLE_MESSAGE);
    expect(await imageRow(photo!)).toBeDefined();
  });
});

describe('creating vehicles', () => {
  it('creates a vehicle with its uploaded image', async () => {
    const imageId = await uploadImage();
    const created = vehicleBody({ model: 'Test Created' });
    const response = await addVehicle(imageId, created);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; success: boolean; id: number }>();
    expect(body).toEqual({
      message: 'The vehicle has been created.',
      success: true,
      id: expect.any(Number),
    });
    expect(await vehicleRow(body.id)).toMatchObject(storedAs(created, 2150));
    expect(await imageIdsOf(body.id)).toEqual([imageId]);

    const read = await api.get(`/api/car/visitors/${body.id}`);
    expect(read.json()).toEqual({
      id: body.id,
      ...DEFAULT_PRICES,
      ...created,
      builtIn: false,
      image: [imageId],
    });
  });

  it('404s for an unknown image and creates nothing', async () => {
    const before = await countRows(vehicles);
    for (const imageId of [randomUUID(), 'not-an-image-id']) {
      const response = await addVehicle(imageId, vehicleBody());
      expect(response.statusCode).toBe(404);
      expect(expectEnvelope(response)).toMatchObject({
        status: 'NOT_FOUND',
        message: 'Image not found.',
      });
    }
    expect(await countRows(vehicles)).toBe(before);
  });

  it('409s for an image that already belongs to another vehicle and creates nothing', async () => {
    const owner = await addTestVehicle(api, tokens.admin, { model: 'Test Owner' });
    const before = await countRows(vehicles);
    const response = await addVehicle(owner.imageId, vehicleBody({ model: 'Test Thief' }));
    expect(response.statusCode).toBe(409);
    expect(expectEnvelope(response)).toMatchObject({
      status: 'CONFLICT',
      statusCode: 409,
      message: 'This image already belongs to another vehicle.',
    });
    expect(await countRows(vehicles)).toBe(before);
    expect(await t.db.select().from(vehicles).where(eq(vehicles.model, 'Test Thief'))).toEqual([]);
    expect((await imageRow(owner.imageId))!.vehicleId).toBe(owner.id);
  });

  it('refuses an invalid body with 400 and leaves the image unattached', async () => {
    await expectAddRefused({ doors: 12 }, [{ field: 'doors', message: 'Doors must be at most 9' }]);
  });

  it('ignores builtIn and id in the body', async () => {
    const imageId = await uploadImage();
    const response = await addVehicle(imageId, vehicleBody({ builtIn: true, id: 424242 }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(id).not.toBe(424242);
    expect((await vehicleRow(id))!.builtIn).toBe(false);
    expect(await vehicleRow(424242)).toBeUndefined();
    expect((await api.get(`/api/car/visitors/${id}`)).json().builtIn).toBe(false);
  });

  it('lets only administrators create vehicles', async () => {
    const imageId = await uploadImage();
    const before = await countRows(vehicles);
    expect((await addVehicle(imageId, vehicleBody(), '')).statusCode).toBe(401);
    expect((await addVehicle(imageId, vehicleBody(), tokens.customer)).statusCode).toBe(403);
    expect(await countRows(vehicles)).toBe(before);
  });
});

describe('updating vehicles', () => {
  it('updates the fields and makes the images exactly [imageId], deleting the older ones', async () => {
    const { id, imageId: oldImage } = await addTestVehicle(api, tokens.admin, {
      model: 'Test Before',
    });
    // A second, older-style image row of the same vehicle must go as well.
    const [extra] = await t.db
      .insert(images)
      .values({
        vehicleId: id,
        contentType: 'image/png',
        byteSize: PNG_BYTES.length,
        sha256: createHash('sha256').update(PNG_BYTES).digest('hex'),
        data: PNG_BYTES,
      })
      .returning({ id: images.id });
    expect(await imageIdsOf(id)).toHaveLength(2);

    const newImage = await uploadImage(JPEG_BYTES);
    const changes = vehicleBody({
      model: 'Test After',
      doors: 4,
      seats: 5,
      luggage: 3,
      transmission: 'Tiptronic',
      airConditioning: false,
      fuelType: 'Electricity',
      age: 7,
      pricePerHour: 33.33,
    });
    const response = await updateVehicle(id, newImage, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The vehicle has been updated.', success: true });

    expect(await vehicleRow(id)).toMatchObject(storedAs(changes, 3333));
    expect(await imageIdsOf(id)).toEqual([newImage]);
    expect(await imageRow(oldImage)).toBeUndefined();
    expect(await imageRow(extra!.id)).toBeUndefined();
    expect((await api.get(`/api/files/display/${oldImage}`)).statusCode).toBe(404);
    expect((await api.get(`/api/car/visitors/${id}`)).json()).toEqual({
      id,
      ...DEFAULT_PRICES,
      ...changes,
      builtIn: false,
      image: [newImage],
    });
  });

  it('keeps the image when updated with the one it already has', async () => {
    const { id, imageId } = await addTestVehicle(api, tokens.admin, { model: 'Test Same Image' });
    const response = await updateVehicle(id, imageId, vehicleBody({ model: 'Test Same Again' }));
    expect(response.statusCode).toBe(200);
    expect(await imageIdsOf(id)).toEqual([imageId]);
    expect((await vehicleRow(id))!.model).toBe('Test Same Again');
  });

  it('409s for the image of another vehicle and changes nothing', async () => {
    const mine = await addTestVehicle(api, tokens.admin, { model: 'Test Mine' });
    const theirs = await addTestVehicle(api, tokens.admin, { model: 'Test Theirs' });
    const before = await vehicleRow(mine.id);
    const response = await updateVehicle(
      mine.id,
      theirs.imageId,
      vehicleBody({ model: 'Test Stolen', pricePerHour: 99 }),
    );
    expect(response.statusCode).toBe(409);
    expect(expectEnvelope(response).message).toBe('This image already belongs to another vehicle.');
    expect(await vehicleRow(mine.id)).toEqual(before);
    expect(await imageIdsOf(mine.id)).toEqual([mine.imageId]);
    expect(await imageIdsOf(theirs.id)).toEqual([theirs.imageId]);
  });

  it('404s for an unknown vehicle or image', async () => {
    const imageId = await uploadImage();
    const unknownVehicle = await updateVehicle(999999, imageId, vehicleBody());
    expect(unknownVehicle.statusCode).toBe(404);
    expect(expectEnvelope(unknownVehicle).message).toBe('Vehicle not found.');
    expect((await imageRow(imageId))!.vehicleId).toBeNull();

    const { id } = await addTestVehicle(api, tokens.admin, { model: 'Test Unknown Image' });
    const before = await vehicleRow(id);
    const unknownImage = await updateVehicle(id, randomUUID(), vehicleBody({ model: 'Nope' }));
    expect(unknownImage.statusCode).toBe(404);
    expect(expectEnvelope(unknownImage).message).toBe('Image not found.');
    expect(await vehicleRow(id)).toEqual(before);
  });

  it('refuses to update a built-in vehicle and changes nothing', async () => {
    const [builtIn] = await vehicleRows();
    expect(builtIn!.builtIn).toBe(true);
    const photos = await imageIdsOf(builtIn!.id);
    const imageId = await uploadImage();
    const response = await updateVehicle(builtIn!.id, imageId, vehicleBody({ model: 'Hijacked' }));
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      status: 'BAD_REQUEST',
      statusCode: 400,
      message: BUILT_IN_VEHICLE_MESSAGE,
    });
    expect(await vehicleRow(builtIn!.id)).toEqual(builtIn);
    expect(await imageIdsOf(builtIn!.id)).toEqual(photos);
    expect((await imageRow(imageId))!.vehicleId).toBeNull();
  });
});

describe('deleting vehicles', () => {
  it('deletes the vehicle and its images', async () => {
    const { id, imageId } = await addTestVehicle(api, tokens.admin, { model: 'Test Doomed' });
    const response = await api.delete(`/api/car/admin/${id}/auth`, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The vehicle has been deleted.', success: true });
    expect(await vehicleRow(id)).toBeUndefined();
    expect(await imageRow(imageId)).toBeUndefined();
    expect((await api.get(`/api/car/visitors/${id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/files/display/${imageId}`)).statusCode).toBe(404);

    const again = await api.delete(`/api/car/admin/${id}/auth`, { token: tokens.admin });
    expect(again.statusCode).toBe(404);
    expect(expectEnvelope(again).message).toBe('Vehicle not found.');
  });

  it('409s while a reservation refers to the vehicle and deletes nothing', async () => {
    const { id, imageId } = await addTestVehicle(api, tokens.admin, { model: 'Test Booked' });
    const customer = await registerCustomer(api);
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: id },
      body: {
        pickUpTime: at(30, 10),
        dropOffTime: at(30, 12),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.statusCode).toBe(201);

    const response = await api.delete(`/api/car/admin/${id}/auth`, { token: tokens.admin });
    expect(response.statusCode).toBe(409);
    expect(expectEnvelope(response)).toMatchObject({
      status: 'CONFLICT',
      statusCode: 409,
      message: 'This vehicle has reservations and cannot be deleted.',
    });
    expect(await vehicleRow(id)).toBeDefined();
    expect(await imageIdsOf(id)).toEqual([imageId]);
  });

  it('refuses to delete a built-in vehicle', async () => {
    const [builtIn] = await vehicleRows();
    const photos = await imageIdsOf(builtIn!.id);
    const response = await api.delete(`/api/car/admin/${builtIn!.id}/auth`, {
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe(BUILT_IN_VEHICLE_MESSAGE);
    expect(await vehicleRow(builtIn!.id)).toEqual(builtIn);
    expect(await imageIdsOf(builtIn!.id)).toEqual(photos);
  });

  it('lets only administrators delete vehicles', async () => {
    const { id } = await addTestVehicle(api, tokens.admin, { model: 'Test Guarded' });
    expect((await api.delete(`/api/car/admin/${id}/auth`)).statusCode).toBe(401);
    expect(
      (await api.delete(`/api/car/admin/${id}/auth`, { token: tokens.customer })).statusCode,
    ).toBe(403);
    expect(await vehicleRow(id)).toBeDefined();
  });
});

describe('exact prices', () => {
  it.each([
    [19.99, 1999],
    [0.01, 1],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [99999.99, 9999999],
  ])('stores %s dollars as %s cents and reads it back unchanged', async (price, cents) => {
    const { id } = await addTestVehicle(api, tokens.admin, {
      model: 'Test Priced',
      pricePerHour: price,
    });
    expect((await vehicleRow(id))!.pricePerHourCents).toBe(cents);
    expect((await api.get(`/api/car/visitors/${id}`)).json().pricePerHour).toBe(price);
  });

  it('refuses 10.005 (three decimals) with 400 and stores nothing', async () => {
    await expectAddRefused({ pricePerHour: 10.005 }, [
      { field: 'pricePerHour', message: 'Price per hour can have at most 2 decimals' },
    ]);
  });

  // BUG: hasAtMostTwoDecimals (packages/shared/src/money.ts) tolerates 1e-6 of a cent, so
  // 0.000000001 passes validation, rounds to 0 cents and breaks the vehicles_price_positive
  // CHECK; error-envelope.ts does not map SQLSTATE 23514, so the client gets a 500.
  it('refuses a price that rounds to 0 cents with 400, never 500', async () => {
    await expectAddRefused({ pricePerHour: 0.000000001 });
  });

  // BUG: the same tolerance lets 99999.999999999 through; it is stored as 10000000 cents and
  // read back as 100000, although the contract says pricePerHour < 100000 with 2 decimals.
  it('refuses a price that rounds up to 100000.00 with 400', async () => {
    await expectAddRefused({ pricePerHour: 99999.999999999 });
  });
});
