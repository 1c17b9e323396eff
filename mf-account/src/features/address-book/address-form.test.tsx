import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAccount, text } from '../../test/account-harness';
import { click, typeInto } from '../../test/form-helpers';
import { AddressForm } from './ui/address-form';

async function fill(locale: 'en' | 'de', values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await typeInto(await text(locale, `address.${key}`), value);
}

describe.each(['en', 'de'] as const)('address form (%s)', (locale) => {
  it('requires the fields and checks phone and postcode for the chosen country', async () => {
    const onSubmit = vi.fn();
    await renderAccount(<AddressForm address={null} saving={false} onSubmit={onSubmit} onCancel={() => {}} />, { locale });
    await click(await text(locale, 'address.save'));
    expect((await screen.findAllByText(await text(locale, 'validation.required'))).length).toBeGreaterThanOrEqual(5);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => fireEvent.change(screen.getByLabelText(await text(locale, 'address.country')), { target: { value: 'DE' } }));
    await fill(locale, { firstName: 'Ada', lastName: 'Lovelace', region: 'Berlin', city: 'Berlin', line: 'Teestraße 1', postcode: '1234', phone: '12' });
    expect(await screen.findByText(await text(locale, 'validation.postcodeInvalid'))).toBeTruthy();
    expect(screen.getByText(await text(locale, 'validation.phoneInvalid'))).toBeTruthy();

    await fill(locale, { postcode: '10115', phone: '+49 30 1234567' });
    await click(await text(locale, 'address.save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ country: 'DE', postcode: '10115', firstName: 'Ada', isDefault: false });
  });
});
