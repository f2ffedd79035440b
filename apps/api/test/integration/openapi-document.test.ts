import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, parseRequestDate, parseRequestDateTime } from '@keyturn/shared';
import { MAX_PAGE_OFFSET } from '../../src/lib/paging.ts';
import { useTestApp } from '../support/harness.ts';
import { JPEG_BYTES } from '../support/images.ts';

/*
 * What a tool that generates clients or requests from the OpenAPI document depends on: names
 * for the operations, every body and answer declared with its content type, the formats the
 * server reads written as patterns with examples, and field names the server really accepts.
 */

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  maximum?: number;
  multipleOf?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
type Content = Record<string, { schema: Schema }>;
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Content };
  responses: Record<string, { description: string; content?: Content }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}
interface Found {
  path: string;
  method: string;
  operation: Operation;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let document: Document;
let operations: Found[];

beforeAll(async () => {
  const response = await api.get('/api/docs/json');
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
});

function operationAt(method: string, path: string): Operation {
  const operation = document.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is in the document`).toBeDefined();
  return operation!;
}

/** Every property and parameter of the requests, with where it is. */
function requestFields(): { where: string; name: string; schema: Schema }[] {
  return operations.flatMap(({ path, method, operation }) => [
    ...(operation.parameters ?? []).map((parameter) => ({
      where: `${method.toUpperCase()} ${path} ${parameter.in}`,
      name: parameter.name,
      schema: parameter.schema,
    })),
    ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, { schema }]) =>
      Object.entries(schema.properties ?? {}).map(([name, property]) => ({
        where: `${method.toUpperCase()} ${path} ${type}`,
        name,
        schema: property,
      })),
    ),
  ]);
}

/** A value for a property as a generator picks it: its example, else its default or first value. */
function sample(name: string, schema: Schema): unknown {
  const value = schema.example ?? schema.default ?? schema.enum?.[0];
  expect(value, `${name} has an example, a default or values to choose from`).toBeDefined();
  return value;
}

/** The address of a path as a client resolves it against the document's first server. */
function addressOf(path: string, params: Record<string, string> = {}): string {
  const server = new URL(document.servers![0]!.url, 'http://keyturn.test/');
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    expect(params[name], `a value for {${name}}`).toBeDefined();
    return encodeURIComponent(params[name]!);
  });
  return new URL(filled.replace(/^\//, ''), server).pathname;
}

type Part = string | { bytes: Buffer; fileName: string };

/** A multipart/form-data body as a generated client sends it; files as octet streams. */
function formData(parts: Record<string, Part>) {
  const boundary = '----openapi-generated-boundary';
  const chunks = Object.entries(parts).flatMap(([name, part]) => [
    Buffer.from(
      typeof part === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
            `filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    ...(typeof part === 'string' ? [] : [part.bytes, Buffer.from('\r\n')]),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the OpenAPI document', () => {
  it('names its server: the one that serves it, whose paths begin with /api', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(addressOf('/api/health')).toBe('/api/health');
  });

  it('gives every operation an operationId of its own, safe as a name in code', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const [index, id] of ids.entries()) {
      const { method, path } = operations[index]!;
      expect(id, `${method.toUpperCase()} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationAt('post', '/api/files/upload').operationId).toBe('postFilesUpload');
  });

  it('declares every multipart body with its fields, files as binary', () => {
    const multipart = operations.filter(
      ({ operation }) => operation.requestBody?.content['multipart/form-data'],
    );
    expect(multipart.map(({ method, path }) => `${method} ${path}`)).toContain(
      'post /api/files/upload',
    );
    for (const { method, path, operation } of multipart) {
      const { schema } = operation.requestBody!.content['multipart/form-data']!;
      const where = `${method.toUpperCase()} ${path}`;
      expect(schema.type, where).toBe('object');
      expect(Object.keys(schema.properties ?? {}), where).not.toHaveLength(0);
      expect(schema.required ?? [], where).not.toHaveLength(0);
      for (const name of schema.required!) expect(schema.properties, where).toHaveProperty(name);
    }
    const upload = operationAt('post', '/api/files/upload').requestBody!;
    expect(upload.required).toBe(true);
    expect(upload.content['multipart/form-data']!.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  it('gives every body of every operation a content type and a schema', () => {
    for (const { method, path, operation } of operations) {
      if (!operation.requestBody) continue;
      const content = Object.entries(operation.requestBody.content);
      expect(content, `${method.toUpperCase()} ${path}`).not.toHaveLength(0);
      for (const [type, media] of content) {
        expect(media.schema, `${method.toUpperCase()} ${path} ${type}`).toBeDefined();
      }
    }
  });

  it('writes the times and dates a request carries as patterns, with examples the server reads', () => {
    const timeNames = /^(pickUpTime|dropOffTime|pickUpDateTime|dropOffDateTime|start|end)$/;
    const times = requestFields().filter(({ name }) => timeNames.test(name));
    const dates = requestFields().filter(({ name }) => name === 'from');
    // The booking and its check, the office's edit, the search, and out-of-service time.
    expect(times.length).toBeGreaterThanOrEqual(10);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    for (const { where, name, schema } of [...times, ...dates]) {
      expect(schema.pattern, `${where} ${name}`).toBeDefined();
      expect(typeof schema.example, `${where} ${name}`).toBe('string');
      expect(schema.example, `${where} ${name}`).toMatch(new RegExp(schema.pattern!));
    }
    for (const { where, name, schema } of times) {
      const example = schema.example as string;
      expect(parseRequestDateTime(example, t.config.timeZone).ok, `${where} ${name}`).toBe(true);
      // The pattern also lets through the other form the server reads, ISO 8601 with an offset.
      expect('2027-06-15T10:00:00-07:00').toMatch(new RegExp(schema.pattern!));
      expect('2027-06-15 10:00').not.toMatch(new RegExp(schema.pattern!));
    }
    for (const { where, name, schema } of dates) {
      expect(parseRequestDate(schema.example as string).ok, `${where} ${name}`).toBe(true);
    }
    // A drop-off's example comes after its pick-up's, so the examples make a bookable window.
    const search = operationAt('get', '/api/car/visitors/search').parameters!;
    const example = (name: string) => search.find((p) => p.name === name)!.schema.example;
    expect(example('dropOffDateTime')).not.toBe(example('pickUpDateTime'));
  });

  it("declares paged lists' sort direction, page cap and size cap", () => {
    const paged = operations.filter(({ operation }) =>
      operation.parameters?.some((parameter) => parameter.name === 'direction'),
    );
    expect(paged.length).toBeGreaterThanOrEqual(5);
    for (const { method, path, operation } of paged) {
      const where = `${method.toUpperCase()} ${path}`;
      const parameter = (name: string) => operation.parameters!.find((p) => p.name === name)!;
      expect(parameter('direction').schema.enum, where).toEqual(['ASC', 'DESC']);
      expect(parameter('direction').schema.default, where).toMatch(/^(ASC|DESC)$/);
      expect(parameter('page').schema.maximum, where).toBe(MAX_PAGE_OFFSET);
      expect(parameter('size').schema.maximum, where).toBe(MAX_PAGE_SIZE);
    }
  });

  it('declares that prices have at most two decimals', () => {
    const prices = requestFields().filter(({ name }) => /pricePerHour$/i.test(name));
    expect(prices.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['pricePerHour', 'maxPricePerHour']),
    );
    for (const { where, name, schema } of prices) {
      expect(schema.multipleOf, `${where} ${name}`).toBe(0.01);
    }
  });

  it('declares the spreadsheets and images as binary answers, and their errors', async () => {
    const downloads = ['users', 'cars', 'reservations'].map((report) =>
      operationAt('get', `/api/excel/download/${report}`),
    );
    const display = operationAt('get', '/api/files/display/{id}');
    for (const operation of downloads) {
      expect(Object.keys(operation.responses['200']!.content!)).toEqual([XLSX]);
    }
    expect(Object.keys(display.responses['200']!.content!).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(display.responses).toHaveProperty('304');
    for (const operation of [...downloads, display]) {
      for (const media of Object.values(operation.responses['200']!.content!)) {
        expect(media.schema).toEqual({ type: 'string', format: 'binary' });
      }
      expect(operation.responses['4XX']!.content).toHaveProperty('application/json');
      expect(operation.responses['5XX']!.content).toHaveProperty('application/json');
    }

    // What the server really sends is among the declared types.
    const sheet = await api.get('/api/excel/download/cars', { token: tokens.admin });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe(XLSX);
    const vehicles = (await api.get('/api/car/visitors/all')).json<{ image: string[] }[]>();
    const imageId = vehicles.find((vehicle) => vehicle.image.length > 0)!.image[0]!;
    const queries: Record<string, string>[] = [{}, { width: '320' }];
    for (const query of queries) {
      const image = await api.get(addressOf('/api/files/display/{id}', { id: imageId }), { query });
      expect(image.statusCode).toBe(200);
      expect(Object.keys(display.responses['200']!.content!)).toContain(
        image.headers['content-type'],
      );
    }
  });

  it('declares a success answer and the error envelope for every operation', () => {
    for (const { method, path, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      const where = `${method.toUpperCase()} ${path}`;
      expect(
        statuses.some((status) => /^2/.test(status)),
        where,
      ).toBe(true);
      expect(statuses, where).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
  });

  it("describes a person's sessions: the list's fields, and ending one by its id", () => {
    const list = operationAt('get', '/api/user/sessions');
    const answer = list.responses['200']!.content!['application/json']!.schema as Schema & {
      items?: Schema;
    };
    expect(answer.type).toBe('array');
    expect(Object.keys(answer.items!.properties!).sort()).toEqual(
      ['address', 'createdAt', 'current', 'device', 'id', 'lastUsedAt'].sort(),
    );
    expect(answer.items!.properties!.device!.example).toBe('Chrome on Android');
    const end = operationAt('delete', '/api/user/sessions/{id}');
    expect(end.parameters!.map(({ name, in: where }) => `${where} ${name}`)).toEqual(['path id']);
  });
});

describe('requests built from the document alone', () => {
  it('upload a photo and create a vehicle with it', async () => {
    // The upload: every field the document declares, a real JPEG in each file field.
    const upload = operationAt('post', '/api/files/upload');
    const form = upload.requestBody!.content['multipart/form-data']!.schema;
    const parts = Object.fromEntries(
      Object.entries(form.properties!).map(([name, property]): [string, Part] => [
        name,
        property.format === 'binary'
          ? { bytes: JPEG_BYTES, fileName: 'photo.jpg' }
          : String(sample(name, property)),
      ]),
    );
    const uploaded = await api.post(addressOf('/api/files/upload'), {
      token: tokens.admin,
      ...formData(parts),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(Object.keys(upload.responses)).toContain('200');
    const uploadAnswer = upload.responses['200']!.content!['application/json']!.schema;
    expect(uploadAnswer.required).toContain('imageId');
    const { imageId } = uploaded.json<{ imageId: string }>();

    // The vehicle: its path names the uploaded image; its body is the document's examples.
    const create = operationAt('post', '/api/car/admin/{imageId}/add');
    const body = create.requestBody!.content['application/json']!.schema;
    const vehicle = Object.fromEntries(
      body.required!.map((name) => [name, sample(name, body.properties![name]!)]),
    );
    const created = await api.post(addressOf('/api/car/admin/{imageId}/add', { imageId }), {
      token: tokens.admin,
      body: vehicle,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(Object.keys(create.responses)).toContain('201');

    const { id } = created.json<{ id: number }>();
    const shown = await api.get(`/api/car/visitors/${id}`);
    expect(shown.json()).toMatchObject({ ...vehicle, image: [imageId] });
  });

  it('are refused when the file part is not named as the document says', async () => {
    const form = operationAt('post', '/api/files/upload').requestBody!.content[
      'multipart/form-data'
    ]!.schema;
    const [declared] = Object.keys(form.properties!);
    const refused = await api.post(addressOf('/api/files/upload'), {
      token: tokens.admin,
      ...formData({ [`${declared}Other`]: { bytes: JPEG_BYTES, fileName: 'photo.jpg' } }),
    });
    expect(refused.statusCode).toBe(400);
  });
});
