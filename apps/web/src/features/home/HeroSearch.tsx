import type { ChangeEventHandler, FormEvent } from 'react';
import Container from 'react-bootstrap/Container';
import { useNavigate } from 'react-router';

const searchField = (form: HTMLFormElement, name: 'pickUp' | 'dropOff') =>
  form.elements.namedItem(name) as HTMLInputElement;

interface WhenInputProps {
  id: string;
  name: 'pickUp' | 'dropOff';
  label: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

/** One end of the trip: a labelled date and time input the browser requires. */
function WhenInput({ id, name, label, onChange }: WhenInputProps) {
  return (
    <div className="hero-search-when">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        required
        className="form-control"
        onChange={onChange}
      />
    </div>
  );
}

/**
 * "When do you need it?", first thing on the site. A plain form on purpose: its inputs' names
 * and values (`pickUp=2026-12-01T10:00`) are the results page's own address, so it works
 * before any script has run; the results page judges the times with the booking form's rules
 * and says what to change. Its styles (HeroSearch.scss) come with the hero's, in the first
 * stylesheet.
 */
export function HeroSearch() {
  const navigate = useNavigate();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = new URLSearchParams({
      pickUp: searchField(form, 'pickUp').value,
      dropOff: searchField(form, 'dropOff').value,
    });
    void navigate(`/vehicles?${query.toString()}`);
  };

  // A drop-off before the pick-up is refused by the browser itself.
  const followPickUp: ChangeEventHandler<HTMLInputElement> = (event) => {
    const { form, value } = event.currentTarget;
    if (form) searchField(form, 'dropOff').min = value;
  };

  return (
    <div className="hero-search">
      <Container>
        <form
          action="/vehicles"
          method="get"
          className="hero-search-form"
          aria-labelledby="hero-search-title"
          onSubmit={search}
        >
          <h2 id="hero-search-title" className="hero-search-title">
            When do you need a car?
          </h2>
          <WhenInput id="hero-pick-up" name="pickUp" label="Pick Up" onChange={followPickUp} />
          <WhenInput id="hero-drop-off" name="dropOff" label="Drop Off" />
          <button type="submit" className="btn btn-warning hero-search-submit">
            Find a free car
          </button>
        </form>
      </Container>
    </div>
  );
}
