import { z } from 'zod';
import { requestDateField } from './request-date-field.ts';
import { ROLES } from './enums.ts';
import { successSchema } from './envelopes.ts';
import {
  addressField,
  digitsText,
  emailField,
  firstNameField,
  lastNameField,
  optionalLine,
  passwordText,
  phoneField,
  requiredText,
  strongPassword,
} from './fields.ts';

export const BUILT_IN_USER_MESSAGE = 'This is a built-in user and cannot be updated.';

/** A password typed to prove who one is: taken as typed, at most 200 characters. */
const enteredPassword = (requiredMessage: string) =>
  passwordText(requiredMessage).max(200, 'Password must be at most 200 characters');

/** A password being chosen, in a change or a reset: it must be strong. */
export const newPasswordField = strongPassword('Please enter your new password');

export const loginSchema = z.object({
  email: emailField,
  password: enteredPassword('Please enter your password'),
});
export type LoginRequest = z.infer<typeof loginSchema>;

const zipCodeText = () => requiredText('Zip code', 'Please enter your zip code');
const zipCodeLength = zipCodeText()
  .min(4, 'Zip code must be at least 4 characters')
  .max(6, 'Zip code must be at most 6 characters');

const registerZipCode = digitsText(zipCodeLength);

const profileZipCode = digitsText(
  zipCodeLength.regex(/^\d*$/, 'Zip code must contain only digits'),
);

const adminZipCode = digitsText(
  zipCodeText()
    .regex(/^\d*$/, 'Zip code must contain only digits')
    .length(5, 'Zip code must be exactly 5 digits'),
);

const profileShape = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: phoneField,
  address: addressField,
};

/** What the server accepts on POST /register (confirmPassword is the form's own check). */
export const registerSchema = z.object({
  ...profileShape,
  zipCode: registerZipCode,
  password: strongPassword('Please enter your password'),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

/** The forms' own check that the password was typed twice alike. */
export const passwordsMatch = {
  message: "Passwords fields doesn't match",
  path: ['confirmPassword'],
};

/** A form that asks for the new password twice: `confirmPassword` must repeat `field`. */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return schema
    .extend({ confirmPassword: passwordText('Please confirm your password') })
    .refine(
      (form: Record<string, unknown>) => form[field] === form.confirmPassword,
      passwordsMatch,
    );
}

export const registerFormSchema = withPasswordConfirmation(registerSchema, 'password');
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * The driver's record (contract section 6), in the profile and the office's user form, never in
 * the spec's register form. Absent keeps what is on record, null removes it.
 */
export const driverShape = {
  licenseNumber: optionalLine('Licence number', 30),
  licenseRegion: optionalLine('Licence region', 50).meta({
    description: 'The issuing state or country',
  }),
  licenseExpiry: requestDateField('Licence expiry').nullable().optional(),
  dateOfBirth: requestDateField('Date of birth').nullable().optional(),
};

/**
 * A customer the office books for at the desk (a walk-in), whose account is made with the
 * booking: the person's fields of registration and the driver's of the profile, without an
 * address or a password (the customer is mailed a link to choose one: decision 069).
 */
export const walkInCustomerSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: phoneField,
  licenseNumber: driverShape.licenseNumber,
  licenseExpiry: driverShape.licenseExpiry,
  dateOfBirth: driverShape.dateOfBirth,
});
export type WalkInCustomer = z.infer<typeof walkInCustomerSchema>;

export const profileSchema = z.object({
  ...profileShape,
  zipCode: profileZipCode,
  ...driverShape,
});
export type ProfileRequest = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  oldPassword: enteredPassword('Please enter your current password'),
  newPassword: newPasswordField,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = withPasswordConfirmation(
  passwordChangeSchema,
  'newPassword',
);
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

export const roleListField = z
  .array(z.enum(ROLES, { error: 'Roles must be Customer or Administrator' }), {
    error: 'Please select at least one role',
  })
  .min(1, 'Please select at least one role')
  .max(ROLES.length, 'A role can be given only once')
  .refine((roles) => new Set(roles).size === roles.length, 'A role can be given only once');

/** An administrator's edit of a user; an empty or absent password leaves it unchanged. */
export const adminUserSchema = z.object({
  ...profileShape,
  zipCode: adminZipCode,
  roles: roleListField,
  ...driverShape,
  password: z
    .union([z.literal(''), strongPassword('Please enter a password')])
    .optional()
    .nullable(),
});
export type AdminUserRequest = z.infer<typeof adminUserSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  zipCode: z.string(),
  builtIn: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  // Answered only when on record, so a spec client's user keeps the spec's shape.
  licenseNumber: z.string().optional(),
  licenseRegion: z.string().optional(),
  licenseExpiry: z.string().optional().meta({ description: 'MM/DD/YYYY' }),
  dateOfBirth: z.string().optional().meta({ description: 'MM/DD/YYYY' }),
});
export type User = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });

/** A password change ends every older session, so its answer carries the caller's new token. */
export const passwordChangedSchema = successSchema.extend({ token: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
