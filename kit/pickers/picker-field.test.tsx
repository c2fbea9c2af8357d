// The kit's picker combobox on a fake host (ADR 044): it asks the installed picker of its kind as the user
// types, keeps the held value's name, narrows by scope, and is usable from the keyboard alone.
import { fakeProfile } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PickerCombobox } from './picker-field.tsx';
import { pickerPlugin } from './testing/picker-plugin.ts';

const contacts = pickerPlugin('contact', [
  { value: 'p1', label: 'Achieng Otieno', hint: 'primary', detail: { customer_id: 'c1' } },
  { value: 'p2', label: 'Brian Mutua', detail: { customer_id: 'c1' } },
  { value: 'p3', label: 'Kiprono Ruto', detail: { customer_id: 'c2' } },
]);

function Form(props: { initial?: string; scope?: Record<string, string> }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <label htmlFor="who">Attention of</label>
      <PickerCombobox
        id="who"
        kind="contact"
        value={value}
        onChange={setValue}
        scope={props.scope}
        emptyLabel="Nobody in particular"
      />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const render = (props: Parameters<typeof Form>[0]) =>
  renderWithKernel(<Form {...props} />, { plugins: [contacts], profile: fakeProfile('me', 'staff') });

describe('a staff member choosing another module’s record in a form', () => {
  it('sees the held value by name, not its id', async () => {
    render({ initial: 'p3' });
    const box = screen.getByRole('combobox', { name: 'Attention of' });
    await waitFor(() => expect(box).toHaveValue('Kiprono Ruto'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('types to narrow, then chooses with ↓ and Enter; the list closes', async () => {
    const user = userEvent.setup();
    render({});
    const box = screen.getByRole('combobox', { name: 'Attention of' });
    await user.type(box, 'ru');
    const list = screen.getByRole('listbox', { name: 'Contact choices' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Nobody in particular', 'Kiprono Ruto']),
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('p3');
    expect(box).toHaveValue('Kiprono Ruto');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers only the scope’s records (one customer’s contacts)', async () => {
    const user = userEvent.setup();
    render({ scope: { customer_id: 'c1' } });
    await user.click(screen.getByRole('combobox', { name: 'Attention of' }));
    const list = screen.getByRole('listbox', { name: 'Contact choices' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Nobody in particular', 'Achieng Otieno' + 'primary', 'Brian Mutua']),
    );
  });

  it('keeps the value when Escape closes the list, and clears it with the empty choice', async () => {
    const user = userEvent.setup();
    render({ initial: 'p1' });
    const box = screen.getByRole('combobox', { name: 'Attention of' });
    await waitFor(() => expect(box).toHaveValue('Achieng Otieno'));
    await user.clear(box);
    await user.type(box, 'zz');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Achieng Otieno');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('p1');
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Nobody in particular' }));
    expect(screen.getByLabelText('Chosen')).toBeEmptyDOMElement();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render({});
    await user.type(screen.getByRole('combobox', { name: 'Attention of' }), 'zzz');
    expect(await screen.findByText('No contact matches.')).toBeInTheDocument();
  });
});
