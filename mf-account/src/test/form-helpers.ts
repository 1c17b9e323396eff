import { act, fireEvent, screen } from '@testing-library/react';

/** Types into the field with this label and releases the key, as a person would. */
export async function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyUp(input);
  });
  return input;
}

export async function click(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}
