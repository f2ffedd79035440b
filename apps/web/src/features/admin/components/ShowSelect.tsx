import Form from 'react-bootstrap/Form';

interface ShowSelectProps {
  id: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A list's "Show …" choice in its page header: which of its rows the office sees. */
export function ShowSelect({ id, value, options, onChange }: ShowSelectProps) {
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 small text-nowrap">
        Show
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
