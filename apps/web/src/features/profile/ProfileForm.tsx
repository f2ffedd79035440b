import type { User } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import type { Resolver } from 'react-hook-form';
import { DriverFields } from '../../components/DriverFields.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { PersonFields } from '../../components/PersonFields.tsx';
import { showFieldRefusals } from '../../lib/field-refusals.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/index.ts';
import { updateProfile } from './api.ts';
import {
  profileFormSchema,
  profileFormValues,
  toProfileRequest,
  type ProfileFormValues,
} from './profile-requests.ts';

// The inputs hold text and the schema reads them into the request: the resolver judges the
// inputs, and the submit handler turns them into the request once more.
const profileResolver = zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues>;

export function ProfileForm({ user }: { user: User }) {
  const { reloadUser } = useAuth();
  const form = useJudgedForm<ProfileFormValues>(profileResolver, profileFormValues(user));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const request = toProfileRequest(values);
      await updateProfile(request);
      form.reset(profileFormValues(request));
      void toastSuccess('Profile updated successfully.');
      await reloadUser();
    } catch (failure) {
      showFieldRefusals(form, failure);
      void toastError('Unable to update profile.');
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Profile">
      <fieldset disabled={user.builtIn}>
        <legend className="visually-hidden">Profile</legend>
        <PersonFields form={form} ownDetails />
        <DriverFields form={form} ownDetails legendClassName="h6 mb-1" className="mb-3" />
      </fieldset>
      {!user.builtIn && <FormSubmitButton form={form}>Update Profile</FormSubmitButton>}
    </Form>
  );
}
