import { profileSchema, type ProfileRequest, type User } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/index.ts';
import { updateProfile } from './api.ts';
import { profileFormValues, toProfileRequest } from './profile-requests.ts';
import { PersonFields } from '../../components/PersonFields.tsx';

export function ProfileForm({ user }: { user: User }) {
  const { reloadUser } = useAuth();
  const form = useJudgedForm<ProfileRequest>(zodResolver(profileSchema), profileFormValues(user));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const request = toProfileRequest(values);
      await updateProfile(request);
      form.reset(request);
      void toastSuccess('Profile updated successfully.');
      await reloadUser();
    } catch {
      void toastError('Unable to update profile.');
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Profile">
      <fieldset disabled={user.builtIn}>
        <legend className="visually-hidden">Profile</legend>
        <PersonFields form={form} ownDetails />
      </fieldset>
      {!user.builtIn && <FormSubmitButton form={form}>Update Profile</FormSubmitButton>}
    </Form>
  );
}
