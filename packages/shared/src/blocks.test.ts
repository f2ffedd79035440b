import { describe, expect, it } from 'vitest';
import { BLOCK_END_BEFORE_START_MESSAGE, blockFormSchema, blockRequestSchema } from './blocks.ts';

const form = {
  startDate: '2026-12-01',
  startTime: '09:00',
  endDate: '2026-12-01',
  endTime: '17:00',
  reason: '  Brake service ',
};

const problems = (values: object) =>
  blockFormSchema.safeParse(values).error?.issues.map(({ path, message }) => ({
    field: path.join('.'),
    message,
  })) ?? [];

describe("the office's out-of-service form", () => {
  it('takes a period that ends after it starts, the reason trimmed', () => {
    expect(blockFormSchema.parse(form).reason).toBe('Brake service');
    expect(problems({ ...form, endDate: '2026-12-03', endTime: '08:00' })).toEqual([]);
  });

  it('refuses an end at or before the start, under the end time', () => {
    for (const end of [
      { endTime: '09:00' },
      { endTime: '08:59' },
      { endDate: '2026-11-30', endTime: '18:00' },
    ]) {
      expect(problems({ ...form, ...end })).toEqual([
        { field: 'endTime', message: BLOCK_END_BEFORE_START_MESSAGE },
      ]);
    }
  });

  it('asks for every field and keeps the reason to 100 characters', () => {
    // The form shows each field's first problem.
    expect(problems({ ...form, startTime: '', reason: ' ' })).toEqual(
      expect.arrayContaining([
        { field: 'startTime', message: 'Enter the time it goes out of service' },
        { field: 'reason', message: 'Enter the reason, such as "Brake service"' },
      ]),
    );
    expect(
      blockRequestSchema.safeParse({ start: 'a', end: 'b', reason: 'x'.repeat(101) }).success,
    ).toBe(false);
  });
});
