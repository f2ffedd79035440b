import { driverShape } from '@keyturn/shared';
import { z } from 'zod';

/**
 * The driver's fields of the profile and the office's user form, as the inputs hold them:
 * text, and days as a date input's YYYY-MM-DD. Empty is nothing on record.
 */
export interface DriverDetails {
  licenseNumber: string;
  licenseRegion: string;
  licenseExpiry: string;
  dateOfBirth: string;
}

/** What a user answers (a field only when on record) or a request sends (null: removed). */
export type DriverRecord = { [Field in keyof DriverDetails]?: string | null };

const INPUT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const REQUEST_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day as a date input holds it, from the API's MM/DD/YYYY: '06/15/1990' → '1990-06-15'. */
function inputDate(requestDate: string | null | undefined): string {
  const match = REQUEST_DATE.exec(requestDate ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** An input's value as the request sends it: empty is null (removed), a day is MM/DD/YYYY. */
function requestValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  const day = INPUT_DATE.exec(value);
  return day ? `${day[2]}/${day[3]}/${day[1]}` : value;
}

export function driverDetails(record: DriverRecord): DriverDetails {
  return {
    licenseNumber: record.licenseNumber ?? '',
    licenseRegion: record.licenseRegion ?? '',
    licenseExpiry: inputDate(record.licenseExpiry),
    dateOfBirth: inputDate(record.dateOfBirth),
  };
}

/**
 * The server's driver rules and sentences, reading the inputs first: a field emptied is sent
 * as null, so that the server removes it, and a day goes as MM/DD/YYYY.
 */
export const driverFormShape = {
  licenseNumber: z.preprocess(requestValue, driverShape.licenseNumber),
  licenseRegion: z.preprocess(requestValue, driverShape.licenseRegion),
  licenseExpiry: z.preprocess(requestValue, driverShape.licenseExpiry),
  dateOfBirth: z.preprocess(requestValue, driverShape.dateOfBirth),
};
