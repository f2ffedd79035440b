import { contactMessageSchema, type ContactMessageRequest } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { FiSend } from 'react-icons/fi';
import { FormField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { canSubmit } from '../../lib/forms.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { sendContactMessage } from './api.ts';

const emptyMessage: ContactMessageRequest = { name: '', email: '', subject: '', body: '' };

export function ContactForm() {
  const form = useForm<ContactMessageRequest>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'all',
    defaultValues: emptyMessage,
  });

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
        <Col md={6}>
          <FormField form={form} name="name" label="Name" autoComplete="name" className="" />
        </Col>
        <Col md={6}>
          <FormField
            form={form}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            className=""
          />
        </Col>
      </Row>
      <FormField form={form} name="subject" label="Subject" />
      <FormField form={form} name="body" label="Message" as="textarea" rows={5} />
      <SubmitButton
        variant="warning"
        pending={form.formState.isSubmitting}
        disabled={!canSubmit(form)}
      >
        {!form.formState.isSubmitting && <FiSend aria-hidden="true" className="me-2" />}
        Send Message
      </SubmitButton>
    </Form>
  );
}
