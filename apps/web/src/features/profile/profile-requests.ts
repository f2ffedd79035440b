import type {
  PasswordChangeForm,
  PasswordChangeRequest,
  ProfileRequest,
  User,
} from '@keyturn/shared';
import { personDetails, trimmedPersonDetails } from '../../lib/person-details.ts';

/** The profile form's starting values: the user's own fields, nothing else. */
export function profileFormValues(user: User): ProfileRequest {
  return personDetails(user);
}

export function toProfileRequest(form: ProfileRequest): ProfileRequest {
  return trimmedPersonDetails(form);
}

/** Only the old and new passwords are sent; the confirmation is the form's own check. */
export function toPasswordChangeRequest(form: PasswordChangeForm): PasswordChangeRequest {
  return { oldPassword: form.oldPassword, newPassword: form.newPassword };
}
