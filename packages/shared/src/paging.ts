import { z } from 'zod';
import { SORT_DIRECTIONS, type PageDefaults, type SortDirection } from './list-defaults.ts';

export const MAX_PAGE_SIZE = 100;
const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`);

/** The page, size, sort and direction of a paged list; sort properties are whitelisted. */
export function pageQuerySchema<S extends string>(defaults: PageDefaults<S>) {
  return z.object({
    page: wholeNumber('Page').min(0, 'Page must be 0 or more').default(0),
    size: wholeNumber('Size')
      .min(1, `Size must be between 1 and ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Size must be between 1 and ${MAX_PAGE_SIZE}`)
      .default(defaults.size),
    sort: z
      .enum(defaults.sortFields, {
        error: `Sort must be one of: ${defaults.sortFields.join(', ')}`,
      })
      .default(defaults.sort),
    direction: z
      .string()
      // Read in any letter case; the API document names the canonical ones, and the default
      // (which zod leaves out of a transformed value's input schema).
      .meta({ enum: [...SORT_DIRECTIONS], default: defaults.direction })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(SORT_DIRECTIONS, { error: 'Direction must be ASC or DESC' }))
      .default(defaults.direction),
  });
}
export type PageQuery<S extends string = string> = {
  page: number;
  size: number;
  sort: S;
  direction: SortDirection;
};

const sortState = z.object({ sorted: z.boolean(), unsorted: z.boolean(), empty: z.boolean() });

/** A page shaped like Spring Data's, which existing clients of this product read. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number(),
    totalPages: z.number(),
    size: z.number(),
    number: z.number(),
    numberOfElements: z.number(),
    first: z.boolean(),
    last: z.boolean(),
    empty: z.boolean(),
    sort: sortState,
    pageable: z.object({
      pageNumber: z.number(),
      pageSize: z.number(),
      offset: z.number(),
      paged: z.boolean(),
      unpaged: z.boolean(),
      sort: sortState,
    }),
  });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  sort: { sorted: boolean; unsorted: boolean; empty: boolean };
  pageable: {
    pageNumber: number;
    pageSize: number;
    offset: number;
    paged: boolean;
    unpaged: boolean;
    sort: { sorted: boolean; unsorted: boolean; empty: boolean };
  };
}

export function toPage<T>(content: T[], totalElements: number, query: PageQuery): Page<T> {
  const totalPages = Math.ceil(totalElements / query.size);
  const sort = { sorted: true, unsorted: false, empty: false };
  return {
    content,
    totalElements,
    totalPages,
    size: query.size,
    number: query.page,
    numberOfElements: content.length,
    first: query.page === 0,
    last: query.page >= totalPages - 1,
    empty: content.length === 0,
    sort,
    pageable: {
      pageNumber: query.page,
      pageSize: query.size,
      offset: query.page * query.size,
      paged: true,
      unpaged: false,
      sort,
    },
  };
}
