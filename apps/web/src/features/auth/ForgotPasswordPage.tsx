import { forgotPasswordSchema, type ForgotPasswordRequest } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { FormField } from '../../components/FormField.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError } from '../../lib/toast.ts';
import { requestPasswordReset } from './api.ts';

/**
 * Asks for a reset link. The answer is the server's one sentence for any address, so the page
 * never tells whether someone has an account.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useJudgedForm<ForgotPasswordRequest>(zodResolver(forgotPasswordSchema), {
    email: '',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await requestPasswordReset({ email: values.email.trim() });
      setSent(message);
    } catch (error) {
      void toastError(errorMessage(error, 'The link could not be sent. Please try again.'));
    }
  });

  return (
    <>
      <h1 className="auth-title">Forgot your password?</h1>
      {sent ? (
        <>
          <Alert variant="success" role="status">
            {sent}
          </Alert>
          <p className="text-secondary mb-0">
            Nothing arrived after a few minutes? Check your spam folder, or{' '}
            <Button variant="link" className="p-0 align-baseline" onClick={() => setSent(null)}>
              ask again
            </Button>
            . Remembered it? <Link to="/auth/login">Log in</Link>.
          </p>
        </>
      ) : (
        <>
          <p className="text-secondary mb-4">
            Enter the email address of your Keyturn account and we will send you a link to choose a
            new password.
          </p>
          <Form noValidate onSubmit={onSubmit}>
            <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
            <FormSubmitButton form={form} className="w-100 mt-2">
              Send Me A Link
            </FormSubmitButton>
          </Form>
          <p className="text-secondary text-center mt-4 mb-0">
            <Link to="/auth/login">Back to login</Link>
          </p>
        </>
      )}
    </>
  );
}
