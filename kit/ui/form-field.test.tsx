import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

describe('form fields explain themselves to screen readers', () => {
  it('names the control by its label and describes it with the hint and the error', () => {
    render(
      <FormField label="Password" description="At least 8 characters." error="Use at least 8 characters">
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters');
  });
  it('is not marked invalid without an error', () => {
    render(
      <FormField label="Full name">
        <Input />
      </FormField>,
    );
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-describedby');
  });
  it('labels a control nested inside the child when given a function (e.g. a Select trigger)', () => {
    render(
      <FormField label="Role" error="Choose a role">
        {(field) => (
          <div>
            <button type="button" {...field}>
              Staff
            </button>
          </div>
        )}
      </FormField>,
    );
    const trigger = screen.getByRole('button', { name: 'Role' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a role');
  });
});
