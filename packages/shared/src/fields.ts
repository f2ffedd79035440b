import { z } from 'zod';

/**
 * Field builders shared by every form and request body. Each takes the field's label and the
 * sentences to show, so that a missing value and a wrong value get different, human messages
 * that name the field.
 */

/**
 * Control characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069): none belongs in a name, an address or a place, and the
 * direction ones make such a line read differently on screen, in lists and in spreadsheets
 * than it is stored.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const NOT_PLAIN_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/**
 * A message's body may hold tabs and line breaks, and the direction marks that text mixing
 * right-to-left and left-to-right scripts carries; it is read as a whole, never in a list.
 */
const NOT_PLAIN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

/** A string; when it is not, a sentence naming the field (or asking for it when missing). */
function text(label: string, requiredMessage: string) {
  return z.string({
    error: (issue) => (issue.input == null ? requiredMessage : `${label} must be text`),
  });
}

export interface TextOptions {
  /** A message's body: line breaks, tabs and direction marks are part of it. */
  multiline?: boolean;
}

/**
 * Required text, trimmed: blank after trimming is missing. The trim shapes the parsed value
 * only, so a form that validates while someone types keeps what they typed.
 */
export function requiredText(label: string, requiredMessage: string, options: TextOptions = {}) {
  const forbidden = options.multiline ? NOT_PLAIN_TEXT : NOT_PLAIN_LINE;
  return text(label, requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .refine(
      (value) => !forbidden.test(value),
      options.multiline ? `${label} may not contain control characters` : notPlainLine(label),
    );
}

const notPlainLine = (label: string) =>
  `${label} may not contain control characters or text-direction overrides`;

/**
 * One line of text a record may lack: absent keeps what is stored, null removes it, and blank
 * after trimming is refused, as are the characters no one-line field takes.
 */
export function optionalLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} cannot be blank; send null to remove it`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !NOT_PLAIN_LINE.test(value), notPlainLine(label))
    .nullable()
    .optional();
}

export function lengthText(
  label: string,
  requiredMessage: string,
  min: number,
  max: number,
  options?: TextOptions,
) {
  return requiredText(label, requiredMessage, options)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A password is taken exactly as typed: its spaces are part of it. */
export function passwordText(requiredMessage: string) {
  return text('Password', requiredMessage).min(1, requiredMessage);
}

const numberAsText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

/**
 * A text field that holds digits, which a form's number input sends as a JSON number: the
 * number is read as its decimal text, then the field's own rules apply. Its declared input
 * stays text, the canonical type, so that forms holding the field as text keep their types.
 */
export function digitsText<T extends z.ZodType<string, string>>(schema: T) {
  return z.preprocess<unknown, T, string>(numberAsText, schema);
}

export const EMAIL_MAX_LENGTH = 100;

export const emailField = requiredText('Email', 'Please enter your email address')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ error: 'Invalid email address' }));

export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

export function strongPassword(requiredMessage: string) {
  return passwordText(requiredMessage)
    .min(8, 'Password must be at least 8 characters')
    .max(50, 'Password must be at most 50 characters')
    .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
    .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
    .regex(/\d/, 'Password must contain at least one number')
    .regex(/[@$!%*#?&]/, 'Password must contain at least one special character');
}

/** The phone mask (999) 999-9999 gives exactly 14 characters. */
export const PHONE_MASK = '(999) 999-9999';

/** Ten bare digits, as a number input or a client without the mask sends them, in the mask. */
function inPhoneMask(phone: string): string {
  const digits = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return digits ? `(${digits[1]}) ${digits[2]}-${digits[3]}` : phone;
}

export const phoneField = digitsText(
  requiredText('Phone number', 'Please enter your phone number')
    .overwrite(inPhoneMask)
    .regex(/^[\d\s()/-]*$/, 'There are invalid characters in your phone number')
    .length(14, 'Phone number must be 10 digits'),
);

export const firstNameField = lengthText('First name', 'Please enter your first name', 2, 50);
export const lastNameField = lengthText('Last name', 'Please enter your last name', 2, 50);
export const addressField = lengthText('Address', 'Please enter your address', 5, 50);

/** Decimal text as a form's select or text input sends it; blank text is no value at all. */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/** A JSON number; missing asks for it, anything else is not a number. */
export function requiredNumber(label: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `Please enter the ${label.toLowerCase()}`
        : `${label} must be a number`,
  });
}

/**
 * A number field that also takes its decimal text, as HTML forms send a select's or a text
 * input's value; blank text counts as missing. The number's own rules then apply.
 */
export function formNumber<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(numberFromText, schema);
}

export function boundedInteger(label: string, min: number, max: number) {
  return formNumber(
    requiredNumber(label)
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
}

/** A yes/no field that also takes "true" and "false", as a form's select sends them. */
export function formBoolean(message: string) {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: message }),
  );
}
