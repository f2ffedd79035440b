import { contactMessageSchema, type ContactMessageRequest } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FiSend } from 'react-icons/fi';
import { FormField } from '../../components/FormField.tsx';
import { GridField } from '../../components/GridField.tsx';
import { FormSubmitButton } from '../../components/FormSubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { sendContactMessage } from './api.ts';

const emptyMessage: ContactMessageRequest = { name: '', email: '', subject: '', body: '' };

export function ContactForm() {
  const form = useJudgedForm<ContactMessageRequest>(
    zodResolver(contactMessageSchema),
    emptyMessage,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      void toastSuccess('Your message has been sent successfully!');
      form.reset(emptyMessage);
    } catch (error) {
      // On failure the values stay, so nothing typed is lost.
      void toastError(errorMessage(error, 'Your message could not be sent. Please try again.'));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Contact form">
      <Row className="g-3 mb-3">
        <GridField md={6} form={form} name="name" label="Name" autoComplete="name" />
        <GridField
          md={6}
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
      </Row>
      <FormField form={form} name="subject" label="Subject" />
      <FormField form={form} name="body" label="Message" as="textarea" rows={5} />
      <FormSubmitButton form={form} variant="warning">
        {!form.formState.isSubmitting && <FiSend aria-hidden="true" className="me-2" />}
        Send Message
      </FormSubmitButton>
    </Form>
  );
}
