import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@storefront/shared/api';
import { $confirmation, $sendError, anotherMessageRequested, messageSubmitted, sendMessageFx } from './model';

const message = { name: 'Ana', email: 'ana@example.com', subject: '', message: 'Hello' };

describe('contact form model', () => {
  it('keeps the server’s confirmation after sending, and clears it for another message', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [[sendMessageFx, async (m: unknown) => (sent.push(m), { receipt: { id: 7 }, confirmation: 'Thank you, Ana.' })]],
    });
    await allSettled(messageSubmitted, { scope, params: message });
    expect(sent).toEqual([message]);
    expect(scope.getState($confirmation)).toBe('Thank you, Ana.');
    await allSettled(anotherMessageRequested, { scope });
    expect(scope.getState($confirmation)).toBeNull();
  });

  it('keeps the refusal’s message (e.g. too many messages) to show beside the form', async () => {
    const scope = fork({
      handlers: [[sendMessageFx, async () => Promise.reject(new ApiRequestError('Please wait a few minutes.', 429, 429))]],
    });
    await allSettled(messageSubmitted, { scope, params: message });
    expect(scope.getState($sendError)).toBe('Please wait a few minutes.');
    expect(scope.getState($confirmation)).toBeNull();
  });
});
