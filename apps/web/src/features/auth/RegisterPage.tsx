import { registerFormSchema, type RegisterForm } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { register } from './api.ts';
import { toRegisterRequest } from './register-request.ts';
import { returnPathFrom, signInPath } from './return-path.ts';
import { PersonFields } from '../../components/PersonFields.tsx';

const emptyForm: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address: '',
  zipCode: '',
  password: '',
  confirmPassword: '',
};

export function RegisterPage() {
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().search);
  const form = useJudgedForm<RegisterForm>(zodResolver(registerFormSchema), emptyForm);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register(toRegisterRequest(values));
      void toastSuccess('You have successfully registered!');
      // The login page then leads back to where the visitor came from.
      await navigate(signInPath('login', returnTo));
    } catch (error) {
      void toastError(errorMessage(error, 'Registration failed. Please try again.'));
    }
  });

  return (
    <>
      <h1 className="auth-title">Create your account</h1>
      <p className="text-secondary mb-4">
        It takes a minute, and your first trip is one click away.
      </p>
      <Form noValidate onSubmit={onSubmit}>
        <PersonFields form={form} ownDetails />
        <NewPasswordFields form={form} name="password" label="Password" />
        <FormSubmitButton form={form} className="w-100 mt-2">
          Register
        </FormSubmitButton>
      </Form>
    </>
  );
}
