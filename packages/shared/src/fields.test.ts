import { describe, expect, it } from 'vitest';
import { profileSchema, registerSchema } from './accounts.ts';
import { contactMessageSchema } from './contact.ts';
import { bookingSchema } from './reservations.ts';
import { vehicleSchema } from './vehicles.ts';
import { SAMPLE_VEHICLE_REQUEST } from './testing/sample-vehicle.ts';

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '(415) 555-0100',
  address: '12 Analytical Way',
  zipCode: '94105',
};

const vehicle = SAMPLE_VEHICLE_REQUEST;

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const firstIssue = (result: Result) => {
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('text fields', () => {
  it('trims what they keep', () => {
    const parsed = profileSchema.parse({
      ...profile,
      firstName: '  Ada ',
      address: '\t12 Analytical Way  ',
      zipCode: ' 94105 ',
    });
    expect(parsed).toMatchObject({
      firstName: 'Ada',
      address: '12 Analytical Way',
      zipCode: '94105',
    });
  });

  it.each([
    ['firstName', 'Please enter your first name'],
    ['lastName', 'Please enter your last name'],
    ['phoneNumber', 'Please enter your phone number'],
    ['address', 'Please enter your address'],
    ['zipCode', 'Please enter your zip code'],
    ['email', 'Please enter your email address'],
  ])('takes a %s of only spaces as missing', (field, message) => {
    expect(firstIssue(profileSchema.safeParse({ ...profile, [field]: '   ' }))).toEqual({
      field,
      message,
    });
  });

  it('judges the length on the trimmed text', () => {
    expect(firstIssue(profileSchema.safeParse({ ...profile, firstName: ' A ' }))).toEqual({
      field: 'firstName',
      message: 'First name must be at least 2 characters',
    });
  });

  it('takes blank booking places and contact fields as missing', () => {
    const booking = {
      pickUpTime: '11/24/2026 09:00:00',
      dropOffTime: '11/24/2026 12:00:00',
      pickUpLocation: ' ',
      dropOffLocation: 'SFO',
    };
    expect(firstIssue(bookingSchema.safeParse(booking))?.message).toBe(
      'Enter your pick up location',
    );
    const contact = {
      name: '  ',
      email: 'ada@example.com',
      subject: 'Rates',
      body: 'A question about your weekend rates.',
    };
    expect(firstIssue(contactMessageSchema.safeParse(contact))?.message).toBe(
      'Please enter your name',
    );
    expect(
      firstIssue(contactMessageSchema.safeParse({ ...contact, name: 'Ada', body: ' '.repeat(30) }))
        ?.message,
    ).toBe('Please enter your message');
  });

  it('keeps a password exactly as typed', () => {
    const parsed = registerSchema.parse({ ...profile, password: ' Engine#1843 ' });
    expect(parsed.password).toBe(' Engine#1843 ');
  });

  it.each([
    ['a right-to-left override', 'Ada\u202Eecalevol'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a C1 control', 'Ada\u0085Lovelace'],
    ['a line break', 'Ada\nLovelace'],
    ['a NUL', 'Ada\u0000'],
  ])('refuses %s in a name', (_case, firstName) => {
    expect(firstIssue(profileSchema.safeParse({ ...profile, firstName }))).toEqual({
      field: 'firstName',
      message: 'First name may not contain control characters or text-direction overrides',
    });
  });

  it.each([
    ['licenseNumber', 'Licence number', 'D123\u202E4567'],
    ['licenseNumber', 'Licence number', 'D123\r\n4567'],
    ['licenseRegion', 'Licence region', 'Cali\nfornia'],
  ] as const)('refuses control characters and direction overrides in %s', (field, label, value) => {
    expect(firstIssue(profileSchema.safeParse({ ...profile, [field]: value }))).toEqual({
      field,
      message: `${label} may not contain control characters or text-direction overrides`,
    });
  });

  it('lets a message hold line breaks and direction marks, but no other control character', () => {
    const contact = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Weekend rates',
      body: 'Hello,\r\nwhat do you charge\tfor a weekend in \u2067\u05EA\u05DC \u05D0\u05D1\u05D9\u05D1\u2069?',
    };
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(
      firstIssue(contactMessageSchema.safeParse({ ...contact, body: `${contact.body}\u009B` })),
    ).toEqual({ field: 'body', message: 'Message may not contain control characters' });
  });

  it('names the field when a value is not text', () => {
    expect(firstIssue(profileSchema.safeParse({ ...profile, address: 42 }))).toEqual({
      field: 'address',
      message: 'Address must be text',
    });
    expect(firstIssue(profileSchema.safeParse({ ...profile, zipCode: true }))).toEqual({
      field: 'zipCode',
      message: 'Zip code must be text',
    });
  });
});

describe('what HTML forms send', () => {
  it('reads a zip code sent as a number as its decimal text', () => {
    expect(profileSchema.parse({ ...profile, zipCode: 94105 }).zipCode).toBe('94105');
    expect(firstIssue(profileSchema.safeParse({ ...profile, zipCode: 123 }))?.message).toBe(
      'Zip code must be at least 4 characters',
    );
    expect(firstIssue(profileSchema.safeParse({ ...profile, zipCode: -1234 }))?.message).toBe(
      'Zip code must contain only digits',
    );
  });

  it('writes ten bare digits of a phone number in the mask', () => {
    expect(profileSchema.parse({ ...profile, phoneNumber: 4155550100 }).phoneNumber).toBe(
      '(415) 555-0100',
    );
    expect(profileSchema.parse({ ...profile, phoneNumber: '4155550100' }).phoneNumber).toBe(
      '(415) 555-0100',
    );
    expect(firstIssue(profileSchema.safeParse({ ...profile, phoneNumber: 415555010 }))).toEqual({
      field: 'phoneNumber',
      message: 'Phone number must be 10 digits',
    });
  });

  it('reads numbers and yes/no sent as text, then applies the same rules', () => {
    const parsed = vehicleSchema.parse({
      ...vehicle,
      doors: '4',
      seats: ' 7 ',
      luggage: '0',
      age: '3',
      pricePerHour: '12.50',
      airConditioning: 'false',
    });
    expect(parsed).toMatchObject({
      doors: 4,
      seats: 7,
      luggage: 0,
      age: 3,
      pricePerHour: 12.5,
      airConditioning: false,
    });
    expect(vehicleSchema.parse({ ...vehicle, airConditioning: 'true' }).airConditioning).toBe(true);
  });

  it.each([
    ['doors', '12', 'Doors must be at most 9'],
    ['doors', '2.5', 'Doors must be a whole number'],
    ['doors', 'four', 'Doors must be a number'],
    ['doors', '', 'Please enter the doors'],
    ['doors', '0x10', 'Doors must be a number'],
    ['pricePerHour', '1.234', 'Price per hour can have at most 2 decimals'],
    ['pricePerHour', '100000', 'Price per hour must be less than 100000'],
    ['airConditioning', 'yes', 'Air conditioning must be Yes or No'],
    ['airConditioning', 1, 'Air conditioning must be Yes or No'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstIssue(vehicleSchema.safeParse({ ...vehicle, [field]: value }))).toEqual({
      field,
      message,
    });
  });
});
