import { createEvent, createStore, sample } from 'effector';
import type { ContactMessage } from '@storefront/shared/schemas/content';
import { createApiEffect, createRequest } from '@storefront/shared/store';
import { fetchContactDetails, sendContactMessage } from './api';

export const details = createRequest(fetchContactDetails);
export const contactPageOpened = details.requested;
export const contactDetailsRetried = details.retried;
export const $contactDetails = details.$data;
export const $contactDetailsStatus = details.$status;

export const sendMessageFx = createApiEffect(sendContactMessage);
/** The form passed validation and was submitted. */
export const messageSubmitted = createEvent<ContactMessage>();
/** The shopper wants to write another message after the confirmation. */
export const anotherMessageRequested = createEvent();

export const $confirmation = createStore<string | null>(null)
  .on(sendMessageFx.doneData, (_, r) => r.confirmation)
  .reset(anotherMessageRequested, messageSubmitted);
export const $sendError = createStore<string | null>(null)
  .on(sendMessageFx.failData, (_, e) => e.message)
  .reset(messageSubmitted, anotherMessageRequested);
export const $isSending = sendMessageFx.pending;

sample({ clock: messageSubmitted, target: sendMessageFx });
