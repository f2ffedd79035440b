import type { ContactMessage } from '@keyturn/shared';
import Button from 'react-bootstrap/Button';
import { BsTrash } from 'react-icons/bs';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { useDeleteRecord } from '../lib/use-delete-record.ts';
import { deleteMessage, fetchMessage } from './api.ts';
import { messageKeys } from './queries.ts';

const BACK = { to: '/admin/contact-messages', label: 'Back to messages' };

export function MessageDetailsPage() {
  return (
    <RecordPage
      param="contactMessageId"
      title="Contact Message"
      thing="message"
      back={BACK}
      queryKey={messageKeys.detail}
      fetch={fetchMessage}
    >
      {(message) => <MessageDetails message={message} />}
    </RecordPage>
  );
}

function MessageDetails({ message }: { message: ContactMessage }) {
  const removal = useDeleteRecord({
    thing: 'message',
    keys: messageKeys,
    remove: deleteMessage,
    success: 'The message has been deleted successfully',
    failure: 'There was an error deleting the message',
    backTo: BACK.to,
  });

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
            <Button
              variant="danger"
              onClick={() => void removal.confirmAndDelete(message.id)}
              disabled={removal.isDeleting}
            >
              <BsTrash aria-hidden="true" className="me-2" />
              Delete
            </Button>
          }
        />
      </article>
    </>
  );
}
