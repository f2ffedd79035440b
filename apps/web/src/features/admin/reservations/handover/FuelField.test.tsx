import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useJudgedForm } from '../../../../lib/forms.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { FuelField } from './FuelField.tsx';
import { checkOutFormSchema } from './handover-form.ts';

const fuelOnly = checkOutFormSchema.pick({ fuelEighths: true });

/** The fuel control in a form of its own, showing the value the form holds. */
function FuelForm() {
  const form = useJudgedForm<{ fuelEighths: string }>(formResolver(fuelOnly), { fuelEighths: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FuelField form={form} name="fuelEighths" />
      <output aria-label="Chosen">{form.watch('fuelEighths')}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe('the fuel control', () => {
  it('reads like a gauge, Empty to Full, in eighths', () => {
    render(<FuelForm />);
    const group = screen.getByRole('group', { name: 'Fuel' });
    const labels = [...group.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Empty', '1/8', '1/4', '3/8', 'Half', '5/8', '3/4', '7/8', 'Full']);
  });

  it('asks for a level instead of assuming one', async () => {
    render(<FuelForm />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose the fuel level')).toBeDefined();
  });

  it('holds the eighths of the segment chosen, one segment at a time', async () => {
    render(<FuelForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Half' }));
    expect(chosen()).toBe('4');
    await user.click(screen.getByRole('radio', { name: '5/8' }));
    expect(chosen()).toBe('5');
    expect(screen.getByRole('radio', { name: 'Half' })).toHaveProperty('checked', false);
    expect(screen.queryByText('Please choose the fuel level')).toBeNull();
  });
});
