import { loginSchema, type LoginRequest } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { login } from './api.ts';
import { useAuth } from './auth-context.ts';
import { returnPathFrom } from './return-path.ts';

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().search);
  const form = useJudgedForm<LoginRequest>(zodResolver(loginSchema), { email: '', password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token } = await login(values);
      await signIn(token);
      void toastSuccess('You have successfully logged in');
      // Back where the user was asked to log in (a vehicle page with the trip's dates), or home.
      await navigate(returnTo, { replace: true });
    } catch (error) {
      void toastError(errorMessage(error, 'Login failed. Please try again.'));
    }
  });

  return (
    <>
      <h1 className="auth-title">Welcome back</h1>
      <p className="text-secondary mb-4">Log in to book vehicles and manage your reservations.</p>
      <Form noValidate onSubmit={onSubmit}>
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField
          form={form}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <p className="text-end small mt-n2 mb-3">
          <Link to="/auth/forgot-password">Forgot your password?</Link>
        </p>
        <FormSubmitButton form={form} className="w-100 mt-2">
          Login
        </FormSubmitButton>
      </Form>
    </>
  );
}
