import { describe, expect, it } from 'vitest';
import { passwordChangeFormSchema, registerFormSchema } from './accounts.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
  phoneNumber: '(415) 555-0100',
  address: '12 Analytical Way',
  zipCode: '94105',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration form', () => {
  it('accepts a complete, valid form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for the confirmation to match', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'Engine#1844' });
    expect(firstMessage(result)).toBe("Passwords fields doesn't match");
    expect(result.error!.issues[0]!.path).toEqual(['confirmPassword']);
  });

  it('says a missing email is missing, not invalid', () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(firstMessage(registerFormSchema.safeParse(withoutEmail))).toBe(
      'Please enter your email address',
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, email: '' }))).toBe(
      'Please enter your email address',
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, email: 'ada@' }))).toBe(
      'Invalid email address',
    );
  });
});

describe('password change form', () => {
  it('requires the current password and a strong new one', () => {
    const result = passwordChangeFormSchema.safeParse({
      oldPassword: '',
      newPassword: 'weak',
      confirmPassword: 'weak',
    });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Please enter your current password');
    expect(messages).toContain('Password must be at least 8 characters');
    expect(messages).toContain('Password must contain at least one special character');
  });
});
