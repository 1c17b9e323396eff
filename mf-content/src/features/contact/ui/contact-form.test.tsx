import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { ApiRequestError } from '@storefront/shared/api';
import type { ContactMessage } from '@storefront/shared/schemas/content';
import type { Locale } from '@storefront/shared/routes';
import { renderContent } from '../../../test/harness';
import { sendMessageFx } from '../model';
import { ContactForm } from './contact-form';

async function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyUp(input);
  });
  return input;
}

async function openForm(locale: Locale, send: (m: ContactMessage) => Promise<{ receipt: { id: number }; confirmation: string }>) {
  const sent: ContactMessage[] = [];
  const scope = fork({ handlers: [[sendMessageFx, (m: ContactMessage) => (sent.push(m), send(m))]] });
  const view = await renderContent(<ContactForm />, { scope, locale });
  return { ...view, sent, shared: view.i18n.getFixedT(locale, 'shared') };
}

describe.each(['en', 'ru'] as const)('contact form (%s)', (locale) => {
  it('marks a wrong email as it is typed, and does not send', async () => {
    const { t, shared, sent } = await openForm(locale, async () => ({ receipt: { id: 1 }, confirmation: 'ok' }));
    const email = await type(t('contact.form.email'), 'not-an-email');
    expect(await screen.findByText(shared('validation.emailInvalid'))).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('ct-email-error');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('contact.form.submit') })));
    expect(await screen.findAllByText(shared('validation.required'))).toHaveLength(2);
    expect(sent).toEqual([]);
    if (locale === 'en') expect(shared('validation.emailInvalid')).toBe('please enter the correct email address');
  });

  it('sends a valid message and shows the server’s confirmation in place of the form', async () => {
    const { t, sent } = await openForm(locale, async (m) => ({ receipt: { id: 9 }, confirmation: `Thank you, ${m.name}.` }));
    await type(t('contact.form.name'), 'Ana');
    await type(t('contact.form.email'), 'ana@example.com');
    await type(t('contact.form.message'), 'Is the throw machine washable?');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('contact.form.submit') })));
    const confirmation = await screen.findByTestId('contact-confirmation');
    expect(confirmation.textContent).toContain('Thank you, Ana.');
    expect(sent).toEqual([{ name: 'Ana', email: 'ana@example.com', subject: '', message: 'Is the throw machine washable?' }]);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('contact.form.another') })));
    expect((screen.getByLabelText(t('contact.form.name')) as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal from the server beside the form', async () => {
    const { t } = await openForm(locale, async () => Promise.reject(new ApiRequestError('Please wait a few minutes.', 429, 429)));
    await type(t('contact.form.name'), 'Ana');
    await type(t('contact.form.email'), 'ana@example.com');
    await type(t('contact.form.message'), 'Hello');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('contact.form.submit') })));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait a few minutes.');
  });
});
