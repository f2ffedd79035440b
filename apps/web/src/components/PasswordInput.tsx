import { useState, type ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FiEye, FiEyeOff } from 'react-icons/fi';

type PasswordInputProps = Omit<ComponentProps<typeof Form.Control>, 'type'>;

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const title = visible ? 'Hide Password' : 'Show Password';
  return (
    <InputGroup hasValidation>
      <Form.Control {...props} type={visible ? 'text' : 'password'} />
      <Button
        variant="outline-secondary"
        className="password-toggle"
        title={title}
        aria-label={title}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        disabled={Boolean(props.disabled)}
      >
        {visible ? <FiEyeOff aria-hidden="true" /> : <FiEye aria-hidden="true" />}
      </Button>
    </InputGroup>
  );
}
