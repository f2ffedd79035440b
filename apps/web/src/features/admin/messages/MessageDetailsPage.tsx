import type { ContactMessage } from '@keyturn/shared';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { DeleteRecordButton } from '../components/DeleteRecordButton.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { messageRecord } from './queries.ts';

export function MessageDetailsPage() {
  return (
    <RecordPage kind={messageRecord}>
      {(message) => <MessageDetails message={message} />}
    </RecordPage>
  );
}

function MessageDetails({ message }: { message: ContactMessage }) {
  return (
    <>
      <AdminPageHeader
        eyebrow="Contact message"
        title={message.subject}
        subtitle={`Received ${formatDateTime(message.createdAt)}`}
        back={messageRecord.back}
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
            <LinkButton to={messageRecord.back.to} variant="outline-secondary">
              Cancel
            </LinkButton>
          }
          end={<DeleteRecordButton kind={messageRecord} id={message.id} variant="danger" />}
        />
      </article>
    </>
  );
}
