import type {
  PasswordChangeForm,
  PasswordChangeRequest,
  ProfileRequest,
  User,
} from '@keyturn/shared';

/** The profile form's starting values: the user's own fields, nothing else. */
export function profileFormValues(user: User): ProfileRequest {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address,
    zipCode: user.zipCode,
  };
}

export function toProfileRequest(form: ProfileRequest): ProfileRequest {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber: form.phoneNumber,
    address: form.address.trim(),
    zipCode: form.zipCode.trim(),
  };
}

/** Only the old and new passwords are sent; the confirmation is the form's own check. */
export function toPasswordChangeRequest(form: PasswordChangeForm): PasswordChangeRequest {
  return { oldPassword: form.oldPassword, newPassword: form.newPassword };
}
