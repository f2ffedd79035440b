import type { RegisterForm, RegisterRequest } from '@keyturn/shared';
import { trimmedPersonDetails } from '../../lib/person-details.ts';

/** The register body: the form's confirmation field stays in the browser. */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  return { ...trimmedPersonDetails(form), password: form.password };
}
