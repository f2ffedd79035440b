import { z } from 'zod';

/**
 * Field builders shared by every form and request body. Each takes the sentences to show,
 * so that a missing value and a wrong value get different, human messages.
 */
export function requiredText(requiredMessage: string) {
  return z
    .string({
      error: (issue) => (issue.input == null ? requiredMessage : 'Please enter text here'),
    })
    .min(1, requiredMessage);
}

export function lengthText(required: string, label: string, min: number, max: number) {
  return requiredText(required)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const EMAIL_MAX_LENGTH = 100;

export const emailField = requiredText('Please enter your email address')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ error: 'Invalid email address' }));

export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

export function strongPassword(requiredMessage: string) {
  return requiredText(requiredMessage)
    .min(8, 'Password must be at least 8 characters')
    .max(50, 'Password must be at most 50 characters')
    .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
    .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
    .regex(/\d/, 'Password must contain at least one number')
    .regex(/[@$!%*#?&]/, 'Password must contain at least one special character');
}

/** The phone mask (999) 999-9999 gives exactly 14 characters. */
export const PHONE_MASK = '(999) 999-9999';
export const phoneField = requiredText('Please enter your phone number')
  .regex(/^[\d\s()/-]*$/, 'There are invalid characters in your phone number')
  .length(14, 'Phone number must be 10 digits');

export const firstNameField = lengthText('Please enter your first name', 'First name', 2, 50);
export const lastNameField = lengthText('Please enter your last name', 'Last name', 2, 50);
export const addressField = lengthText('Please enter your address', 'Address', 5, 50);

/** A JSON number; a form sends its numeric inputs as numbers (an empty input is NaN). */
export function requiredNumber(label: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `Please enter the ${label.toLowerCase()}`
        : `${label} must be a number`,
  });
}

export function boundedInteger(label: string, min: number, max: number) {
  return requiredNumber(label)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}
