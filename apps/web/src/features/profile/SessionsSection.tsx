import type { Session } from '@keyturn/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../components/ConfirmDialog.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useAuth } from '../auth/index.ts';
import { endSession, fetchSessions } from './api.ts';
import './sessions.scss';

export const sessionKeys = { mine: ['sessions', 'mine'] as const };

/** Asks before ending a session: ending this device's one signs the person out here. */
function confirmEnd(session: Session): Promise<boolean> {
  return confirmDialog({
    title: 'End session',
    text: session.current
      ? 'This is the device you are using: ending its session signs you out here.'
      : `${session.device} (${session.address}) will be signed out.`,
    confirmButtonText: 'End session',
  });
}

/**
 * Every sign-in of the person (decision 077): the device, the address, when it was last used,
 * and an End button each. Ending this device's own session signs out as the Logout does.
 */
export function SessionsSection() {
  const headingId = useId();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionKeys.mine, queryFn: fetchSessions });
  const [ending, setEnding] = useState<number | null>(null);

  const end = async (session: Session) => {
    if (!(await confirmEnd(session))) return;
    setEnding(session.id);
    try {
      await endSession(session.id);
    } catch {
      void toastError('The session could not be ended.');
      setEnding(null);
      return;
    }
    if (session.current) {
      signOut(true);
      await navigate('/');
      return;
    }
    setEnding(null);
    void toastSuccess('The session has been ended.');
    await queryClient.invalidateQueries({ queryKey: sessionKeys.mine });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-1">
        Sessions
      </h2>
      <p className="text-muted small mb-3">
        Where you are signed in. End a session you do not recognise, then change your password.
      </p>
      {sessions.isPending && <p className="text-muted">Loading your sessions…</p>}
      {sessions.isError && <p className="text-danger">Your sessions could not be loaded.</p>}
      {sessions.data && (
        <ul className="session-list list-unstyled mb-0">
          {sessions.data.map((session) => (
            <li key={session.id} className="session-item" aria-label={session.device}>
              <div className="session-details">
                <div className="fw-semibold">
                  {session.device}
                  {session.current && (
                    // Bootstrap's badge classes: its component would be a chunk of its own.
                    <span className="badge text-bg-success ms-2">This device</span>
                  )}
                </div>
                <div className="text-muted small">
                  <span className="session-address">{session.address}</span>
                  {' · '}
                  Last used {formatDateTime(session.lastUsedAt)}
                </div>
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                disabled={ending !== null}
                aria-label={`End session: ${session.device}`}
                onClick={() => void end(session)}
              >
                End
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
