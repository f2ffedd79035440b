import type { RegisterForm, RegisterRequest } from '@keyturn/shared';

/** The register body: the form's confirmation field stays in the browser. */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber: form.phoneNumber,
    address: form.address.trim(),
    zipCode: form.zipCode.trim(),
    password: form.password,
  };
}
