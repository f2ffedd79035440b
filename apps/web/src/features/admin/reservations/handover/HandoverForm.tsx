import type { FormEventHandler, ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { HandoverRefusal } from './HandoverRefusal.tsx';

interface HandoverFormProps {
  /** The form's name, as a screen reader says it: 'Hand-over', 'Return'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's reason for saying no to the last try, if it did. */
  refusal: string | null;
  /** The form's buttons, under the refusal. */
  actions: ReactNode;
  /** Beside the form on a wide screen: what the office checks the car against. */
  aside?: ReactNode;
  /** On a narrow screen the aside comes first, where it is checked before anything else. */
  asideFirst?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A hand-over's form, the car going out or coming back: the server's refusal above its buttons. */
export function HandoverForm({
  label,
  onSubmit,
  refusal,
  actions,
  aside,
  asideFirst = false,
  children,
}: HandoverFormProps) {
  return (
    <Row className="g-4">
      <Col xxl={8}>
        <Form noValidate onSubmit={onSubmit} aria-label={label} className="card-surface admin-form">
          {children}
          <HandoverRefusal reason={refusal} />
          {actions}
        </Form>
      </Col>
      {aside && (
        <Col xxl={4} className={asideFirst ? 'order-first order-xxl-last' : undefined}>
          {aside}
        </Col>
      )}
    </Row>
  );
}
