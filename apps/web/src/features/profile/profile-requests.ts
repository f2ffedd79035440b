import {
  profileSchema,
  type PasswordChangeForm,
  type PasswordChangeRequest,
  type ProfileRequest,
} from '@keyturn/shared';
import {
  driverDetails,
  driverFormShape,
  type DriverDetails,
  type DriverRecord,
} from '../../lib/driver-details.ts';
import { personDetails, type PersonDetails } from '../../lib/person-details.ts';

/** The profile's inputs: the person's text, and the driver's with days as date inputs hold them. */
export interface ProfileFormValues extends PersonDetails, DriverDetails {}

/** The server's profile rules, reading the driver's inputs first. */
export const profileFormSchema = profileSchema.extend(driverFormShape);

/** The profile form's starting values from the user, or from the request just saved. */
export function profileFormValues(profile: PersonDetails & DriverRecord): ProfileFormValues {
  return { ...personDetails(profile), ...driverDetails(profile) };
}

/** The request the inputs make: trimmed text, and an emptied driver field as null. */
export function toProfileRequest(form: ProfileFormValues): ProfileRequest {
  return profileFormSchema.parse(form);
}

/** Only the old and new passwords are sent; the confirmation is the form's own check. */
export function toPasswordChangeRequest(form: PasswordChangeForm): PasswordChangeRequest {
  return { oldPassword: form.oldPassword, newPassword: form.newPassword };
}
