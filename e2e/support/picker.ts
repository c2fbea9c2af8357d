// Choosing another module's record in a form's picker (kit/pickers/picker-field.tsx, ADR 044): type part of
// its name into the labelled combobox, then click the option, as a user does.
import { expect, type Locator, type Page } from '@playwright/test';

export async function choosePickerOption(scope: Page | Locator, label: string, name: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(name);
  await scope.getByRole('option').filter({ hasText: name }).first().click();
  await expect(box).toHaveValue(name);
}
