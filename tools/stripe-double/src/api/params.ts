import qs from 'qs';
import type { Metadata } from '../objects.ts';
import { invalidRequest, missingParam, unknownParam } from './errors.ts';

/** What a form body or query string holds once its bracket nesting is read. */
type Value = string | Value[] | { [key: string]: Value };
type Bag = { [key: string]: Value };

/** Reads `a=1&b[c]=2&d[0][e]=3`, the SDK's encoding, into nested objects and arrays. */
export function parseForm(text: string): Params {
  const parsed = qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 2000 });
  return new Params(parsed as Bag, '');
}

const isBag = (value: Value | undefined): value is Bag =>
  typeof value === 'object' && !Array.isArray(value);

/**
 * The parameters of one request. Each reader takes its parameter out; `done()` then refuses
 * whatever no reader took, as Stripe refuses an unknown parameter, so a field Keyturn sends
 * that the double ignores cannot pass unnoticed.
 */
export class Params {
  constructor(
    private readonly bag: Bag,
    private readonly prefix: string,
  ) {}

  private path(key: string) {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  private take(key: string): Value | undefined {
    const value = this.bag[key];
    delete this.bag[key];
    return value;
  }

  private required<T>(key: string, value: T | undefined): T {
    if (value === undefined) throw missingParam(this.path(key));
    return value;
  }

  has(key: string): boolean {
    return key in this.bag;
  }

  string(key: string): string | undefined {
    const value = this.take(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.path(key)}`, { param: this.path(key) });
    if (value === '') {
      throw invalidRequest(
        `You passed an empty string for '${this.path(key)}'. We assume empty values are an attempt to unset a parameter; however '${this.path(key)}' cannot be unset.`,
        { code: 'parameter_invalid_empty', param: this.path(key) },
      );
    }
    return value;
  }

  requiredString(key: string): string {
    return this.required(key, this.string(key));
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, {
        code: 'parameter_invalid_integer',
        param: this.path(key),
      });
    }
    return Number(value);
  }

  requiredInteger(key: string): number {
    return this.required(key, this.integer(key));
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') {
      throw invalidRequest(`Invalid boolean: ${value}`, { param: this.path(key) });
    }
    return value === 'true';
  }

  oneOf<const T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidRequest(`Invalid ${this.path(key)}: must be one of ${allowed.join(', ')}`, {
        param: this.path(key),
      });
    }
    return value as T;
  }

  /** A list of strings, as `expand[0]=a&expand[1]=b`. */
  strings(key: string): string[] {
    const value = this.take(key);
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : isBag(value) ? Object.values(value) : [value];
    return items.map((item) => {
      if (typeof item !== 'string')
        throw invalidRequest(`Invalid array: ${this.path(key)}`, { param: this.path(key) });
      return item;
    });
  }

  /** `metadata[k]=v` pairs, checked against Stripe's limits (50 keys, 40 and 500 characters). */
  metadata(key = 'metadata'): Metadata {
    const value = this.take(key);
    if (value === undefined || value === '') return {};
    if (!isBag(value))
      throw invalidRequest(`Invalid object: ${this.path(key)}`, { param: this.path(key) });
    const entries = Object.entries(value);
    if (entries.length > 50) {
      throw invalidRequest('Metadata can have at most 50 keys.', { param: this.path(key) });
    }
    const metadata: Metadata = {};
    for (const [name, item] of entries) {
      const param = `${this.path(key)}[${name}]`;
      if (typeof item !== 'string') throw invalidRequest(`Invalid string: ${param}`, { param });
      if (name.length > 40)
        throw invalidRequest('Metadata keys can have at most 40 characters.', { param });
      if (item.length > 500)
        throw invalidRequest('Metadata values can have at most 500 characters.', { param });
      metadata[name] = item;
    }
    return metadata;
  }

  object(key: string): Params | undefined {
    const value = this.bag[key];
    if (value === undefined) return undefined;
    if (!isBag(value))
      throw invalidRequest(`Invalid object: ${this.path(key)}`, { param: this.path(key) });
    return new Params(value, this.path(key));
  }

  /** An array of objects, as `line_items[0][quantity]=1`. */
  objects(key: string): Params[] | undefined {
    const value = this.bag[key];
    if (value === undefined) return undefined;
    const items = Array.isArray(value) ? value : isBag(value) ? Object.values(value) : [value];
    return items.map((item, index) => {
      if (!isBag(item))
        throw invalidRequest(`Invalid array: ${this.path(key)}`, { param: this.path(key) });
      return new Params(item, `${this.path(key)}[${index}]`);
    });
  }

  /** Refuses the first parameter no reader took. */
  done(): void {
    const leftover = firstLeaf(this.bag, this.prefix);
    if (leftover) throw unknownParam(leftover);
  }
}

function firstLeaf(value: Value, path: string): string | undefined {
  if (typeof value === 'string') return path;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = firstLeaf(item, path ? `${path}[${key}]` : key);
    if (found) return found;
  }
  return undefined;
}
