import { passwordChangeFormSchema, type PasswordChangeForm, type User } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { PasswordField } from '../../components/PasswordField.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/index.ts';
import { changePassword } from './api.ts';
import { toPasswordChangeRequest } from './profile-requests.ts';
import { sessionKeys } from './SessionsSection.tsx';

const emptyForm: PasswordChangeForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ user }: { user: User }) {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const form = useJudgedForm<PasswordChangeForm>(zodResolver(passwordChangeFormSchema), emptyForm);

  const onSubmit = form.handleSubmit(async (values) => {
    let token: string;
    try {
      ({ token } = await changePassword(toPasswordChangeRequest(values)));
    } catch {
      void toastError('There was an error updating your password.');
      return;
    }
    // The change ends every older session; the answer carries this session's new token.
    await signIn(token);
    // Every other session has ended with the change.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.mine });
    form.reset(emptyForm);
    void toastSuccess('Your password has been updated.');
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Change password">
      <fieldset disabled={user.builtIn}>
        <legend className="visually-hidden">Change password</legend>
        <PasswordField
          form={form}
          name="oldPassword"
          label="Current Password"
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} name="newPassword" label="New Password" />
      </fieldset>
      {!user.builtIn && <FormSubmitButton form={form}>Change Password</FormSubmitButton>}
    </Form>
  );
}
