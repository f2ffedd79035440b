import type { ContactMessage } from '@keyturn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { BsTrash } from 'react-icons/bs';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../../components/ConfirmDialog.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { toastFailure } from '../lib/notify.ts';
import { deleteMessage, fetchMessage, messageKeys } from './api.ts';

const BACK = { to: '/admin/contact-messages', label: 'Back to messages' };

export function MessageDetailsPage() {
  return (
    <RecordPage
      param="contactMessageId"
      title="Contact Message"
      thing="message"
      back={BACK}
      queryKey={messageKeys.one}
      fetch={fetchMessage}
    >
      {(message) => <MessageDetails message={message} />}
    </RecordPage>
  );
}

function MessageDetails({ message }: { message: ContactMessage }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const onDelete = async () => {
    if (!(await confirmDelete('message'))) return;
    setDeleting(true);
    try {
      await deleteMessage(message.id);
      queryClient.removeQueries({ queryKey: messageKeys.one(message.id) });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void toastSuccess('The message has been deleted successfully');
      await navigate('/admin/contact-messages');
    } catch (failure) {
      setDeleting(false);
      void toastFailure('There was an error deleting the message', failure);
    }
  };

  return (
    <>
      <AdminPageHeader
        eyebrow="Contact message"
        title={message.subject}
        subtitle={`Received ${formatDateTime(message.createdAt)}`}
        back={BACK}
      />
      <article className="card-surface admin-form" aria-label="Message">
        <dl className="admin-facts admin-facts-wide">
          <dt>Name</dt>
          <dd>{message.name}</dd>
          <dt>Email</dt>
          <dd>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            >
              {message.email}
            </a>
          </dd>
          <dt>Subject</dt>
          <dd>{message.subject}</dd>
          <dt>Message</dt>
          <dd className="message-body">{message.body}</dd>
        </dl>
        <FormActions
          start={
            <LinkButton to="/admin/contact-messages" variant="outline-secondary">
              Cancel
            </LinkButton>
          }
          end={
            <Button variant="danger" onClick={() => void onDelete()} disabled={deleting}>
              <BsTrash aria-hidden="true" className="me-2" />
              Delete
            </Button>
          }
        />
      </article>
    </>
  );
}
