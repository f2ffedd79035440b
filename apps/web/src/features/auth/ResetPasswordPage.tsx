import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS,
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { resetPassword } from './api.ts';
import { useAuth } from './auth-context.ts';

const FORGOT_PATH = '/auth/forgot-password';

/** A link that cannot work (cut short, used, expired): why, and the way to a new one. */
function DeadLink({ reason }: { reason: string }) {
  return (
    <Alert variant="warning" className="mb-0">
      <p>{reason}</p>
      <Link to={FORGOT_PATH} className="alert-link">
        Ask for a new link
      </Link>
    </Alert>
  );
}

/**
 * Sets a new password with the token from the mailed link (`/reset-password?token=…`). Open to
 * anyone holding the link, signed in or not: the change ends every session, this one too.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [deadLink, setDeadLink] = useState(false);
  const form = useJudgedForm<ResetPasswordForm>(zodResolver(resetPasswordFormSchema), {
    newPassword: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword({ token, newPassword: values.newPassword });
      if (user) signOut();
      void toastSuccess(PASSWORD_RESET_DONE_MESSAGE);
      await navigate('/auth/login', { replace: true });
    } catch (error) {
      const reason = errorMessage(error, 'Your password could not be changed. Please try again.');
      if (reason === PASSWORD_RESET_INVALID_MESSAGE) setDeadLink(true);
      else void toastError(reason);
    }
  });

  return (
    <>
      <h1 className="auth-title">Choose a new password</h1>
      {!token ? (
        <DeadLink reason="This link is incomplete. Please open it from the email again, or ask for a new one." />
      ) : deadLink ? (
        <DeadLink reason={PASSWORD_RESET_INVALID_MESSAGE} />
      ) : (
        <>
          <p className="text-secondary mb-4">
            8 to 50 characters, with a lowercase and an uppercase letter, a number and one of{' '}
            {PASSWORD_SPECIAL_CHARACTERS}. Once it is changed, every device signed in to your
            account is signed out.
          </p>
          <Form noValidate onSubmit={onSubmit}>
            <NewPasswordFields form={form} name="newPassword" label="New Password" />
            <FormSubmitButton form={form} className="w-100 mt-2">
              Save New Password
            </FormSubmitButton>
          </Form>
        </>
      )}
    </>
  );
}
