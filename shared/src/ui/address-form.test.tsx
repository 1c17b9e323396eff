import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Address } from '../schemas/checkout';
import { AddressForm } from './address-form';

afterEach(cleanup);

// happy-dom has no select.size (browsers give 0); without it the form library takes the untouched country
// select for one the person changed and reads its first option instead of the default country.
if (!('size' in HTMLSelectElement.prototype)) Object.defineProperty(HTMLSelectElement.prototype, 'size', { get: () => 0 });

async function setUp(locale: 'en' | 'de', props: { address?: Address; onCancel?: () => void } = {}) {
  const shared = JSON.parse(readFileSync(resolve(__dirname, `../i18n/locales/${locale}.json`), 'utf8'));
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: locale, fallbackLng: false, resources: { [locale]: { shared } }, ns: ['shared'], defaultNS: 'shared', interpolation: { escapeValue: false } });
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AddressForm idPrefix="t" label="Address" locale={locale} saving={false} onSubmit={onSubmit} {...props} />
    </I18nextProvider>,
  );
  const text = (key: string) => i18n.t(key, { ns: 'shared' });
  const type = async (key: string, value: string) =>
    act(async () => fireEvent.change(screen.getByLabelText(text(`addressForm.${key}`)), { target: { value } }));
  const save = async () => act(async () => fireEvent.click(screen.getByRole('button', { name: text('addressForm.save') })));
  return { onSubmit, text, type, save };
}

describe.each(['en', 'de'] as const)('address form (%s)', (locale) => {
  it('requires the fields and checks phone and postcode for the chosen country', async () => {
    const { onSubmit, text, type, save } = await setUp(locale);
    await save();
    expect((await screen.findAllByText(text('validation.required'))).length).toBeGreaterThanOrEqual(5);
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => fireEvent.change(screen.getByLabelText(text('addressForm.country')), { target: { value: 'DE' } }));
    for (const [key, value] of Object.entries({
      firstName: 'Ada',
      lastName: 'Lovelace',
      region: 'Berlin',
      city: 'Berlin',
      line: 'Teestraße 1',
      postcode: '1234',
      phone: '12',
    }))
      await type(key, value);
    expect(await screen.findByText(text('validation.postcodeInvalid'))).toBeTruthy();
    expect(screen.getByText(text('validation.phoneInvalid'))).toBeTruthy();

    await type('postcode', '10115');
    await type('phone', '+49 30 1234567');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ country: 'DE', postcode: '10115', firstName: 'Ada', isDefault: false });
  });
});

describe('address form', () => {
  it('flags a wrong postcode as it is typed, and checks it again when the country changes', async () => {
    const { text, type } = await setUp('en');
    await type('postcode', '10115');
    expect(screen.queryByText(text('validation.postcodeInvalid'))).toBeNull(); // a US ZIP code
    await act(async () => fireEvent.change(screen.getByLabelText(text('addressForm.country')), { target: { value: 'GB' } }));
    expect(await screen.findByText(text('validation.postcodeInvalid'))).toBeTruthy();
    // An untouched phone is not called wrong before the form is sent.
    expect(screen.queryByText(text('validation.required'))).toBeNull();
  });

  it('starts from a saved address and offers cancel only when it may be left', async () => {
    const onCancel = vi.fn();
    const address = {
      id: 7,
      firstName: 'Grace',
      lastName: 'Hopper',
      consignee: 'Grace Hopper',
      country: 'US',
      region: 'VA',
      city: 'Arlington',
      line: '1 Navy Way',
      postcode: '22202',
      phone: '+17035550100',
      isDefault: true,
    } as Address;
    const { onSubmit, text, save } = await setUp('en', { address, onCancel });
    expect((screen.getByLabelText(text('addressForm.firstName')) as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText(text('addressForm.makeDefault')) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('addressForm.cancel') })));
    expect(onCancel).toHaveBeenCalled();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ line: '1 Navy Way', isDefault: true })));
    cleanup();
    await setUp('en');
    expect(screen.queryByRole('button', { name: text('addressForm.cancel') })).toBeNull();
  });
});
