import type { OutboxMail } from '@keyturn/shared';
import Button from 'react-bootstrap/Button';
import { BsArrowClockwise } from 'react-icons/bs';
import { ApiError } from '../../../lib/api.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { useRetryMail } from './queries.ts';

/** Sends a failed mail again, once the office has dealt with what made it fail. */
export function RetryButton({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail();
  const onRetry = async () => {
    try {
      const answer = await retry.mutateAsync(mail.id);
      void toastSuccess(answer.message);
    } catch (error) {
      void toastError(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'The mail could not be sent again. Please try again later.',
      );
    }
  };
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={retry.isPending}
      aria-busy={retry.isPending}
      onClick={() => void onRetry()}
      aria-label={`Retry the mail to ${mail.recipient}: ${mail.subject}`}
    >
      <BsArrowClockwise aria-hidden="true" className="me-1" />
      Retry
    </Button>
  );
}
