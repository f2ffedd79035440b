import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilteredList } from './FilteredList.tsx';

describe('a filtered vehicle list', () => {
  it('lets the keyboard skip the filters: the first Tab offers the results, which take the focus', async () => {
    render(
      <FilteredList
        filters={{}}
        onFiltersChange={() => undefined}
        sort={undefined}
        defaultSort="model"
        onSortChange={() => undefined}
        count="3 vehicles"
      >
        <a href="/vehicles/1">First car</a>
      </FilteredList>,
    );
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the results' });
    expect(document.activeElement).toBe(skip);
    const results = document.getElementById(skip.getAttribute('href')!.slice(1))!;
    expect(results.contains(screen.getByRole('link', { name: 'First car' }))).toBe(true);
    expect(results.tabIndex).toBe(-1);
  });
});
