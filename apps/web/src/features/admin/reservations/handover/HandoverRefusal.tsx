import Alert from 'react-bootstrap/Alert';

/** The server's reason for saying no, above the form's buttons; read out as it appears. */
export function HandoverRefusal({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Alert variant="danger" role="alert" className="mt-3 mb-0">
      {reason}
    </Alert>
  );
}
