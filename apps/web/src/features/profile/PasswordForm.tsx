import { passwordChangeFormSchema, type PasswordChangeForm, type User } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { canSubmit } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/auth-context.ts';
import { changePassword } from './api.ts';
import { toPasswordChangeRequest } from './profile-requests.ts';

const emptyForm: PasswordChangeForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ user }: { user: User }) {
  const { signIn } = useAuth();
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'all',
    defaultValues: emptyForm,
  });

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
    form.reset(emptyForm);
    void toastSuccess('Your password has been updated.');
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Change password">
      <fieldset disabled={user.builtIn}>
        <legend className="visually-hidden">Change password</legend>
        <FormField form={form} name="oldPassword" label="Current Password">
          {(control) => <PasswordInput {...control} autoComplete="current-password" />}
        </FormField>
        <FormField form={form} name="newPassword" label="New Password">
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </FormField>
        <FormField form={form} name="confirmPassword" label="Confirm New Password">
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </FormField>
      </fieldset>
      {!user.builtIn && (
        <SubmitButton pending={form.formState.isSubmitting} disabled={!canSubmit(form)}>
          Change Password
        </SubmitButton>
      )}
    </Form>
  );
}
