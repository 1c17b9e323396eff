import { createEffect, createEvent, createStore, sample, type Event, type Store } from 'effector';
import { $sessionKnown, createApiEffect } from '@storefront/shared/store';
import type { Captcha, EmailCodeRequest, EmailCodeSent, PublicCodePurpose } from '@storefront/shared/schemas/auth';
import * as api from './api';

export interface CodeRequest {
  email: string;
  imageCode: string;
}

/**
 * The image code and the emailed code of one form: the picture (refreshed after every send, since the
 * server takes each answer once), the send request and the resend countdown.
 */
export function createVerificationCode(purpose: PublicCodePurpose) {
  const opened = createEvent();
  const refreshClicked = createEvent();
  const sendClicked = createEvent<CodeRequest>();

  const fetchCaptchaFx = createApiEffect(api.fetchCaptcha);
  const sendCodeFx = createApiEffect<EmailCodeRequest, EmailCodeSent>(api.sendEmailCode);
  const tickFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 1000)));

  const $captcha = createStore<Captcha | null>(null).on(fetchCaptchaFx.doneData, (_, c) => c);
  const $captchaFailed = createStore(false)
    .on(fetchCaptchaFx.fail, () => true)
    .reset(fetchCaptchaFx.done);
  /** Seconds before another code may be asked for; the send button counts down. */
  const $secondsLeft = createStore(0)
    .on(sendCodeFx.doneData, (_, sent) => sent.resendAfter)
    .on(tickFx.done, (s) => Math.max(0, s - 1));
  /** Where the last code went, for the "sent to" note. */
  const $sentTo = createStore<string | null>(null)
    .on(sendCodeFx.done, (_, { params }) => params.email)
    .reset(sendCodeFx.fail);
  /** The server's refusal of the last send, worded in the shopper's language. */
  const $sendError = createStore<string | null>(null)
    .on(sendCodeFx.failData, (_, error) => error.message)
    .reset(sendCodeFx, opened);
  const $isSending = sendCodeFx.pending;

  sample({ clock: [opened, refreshClicked, sendCodeFx.finally], target: fetchCaptchaFx });
  sample({
    clock: sendClicked,
    source: { captcha: $captcha, busy: $isSending, left: $secondsLeft },
    filter: ({ captcha, busy, left }) => captcha !== null && !busy && left === 0,
    fn: ({ captcha }, { email, imageCode }): EmailCodeRequest => ({ purpose, email, imageCode, captchaId: captcha!.id }),
    target: sendCodeFx,
  });
  sample({ clock: $secondsLeft.updates, filter: (s) => s > 0, target: tickFx });

  return {
    purpose,
    opened,
    refreshClicked,
    sendClicked,
    fetchCaptchaFx,
    sendCodeFx,
    tickFx,
    $captcha,
    $captchaFailed,
    $secondsLeft,
    $sentTo,
    $sendError,
    $isSending,
  };
}

export type VerificationCode = ReturnType<typeof createVerificationCode>;

/** One per form that asks for codes. */
export const verificationCodes: Record<PublicCodePurpose, VerificationCode> = {
  register: createVerificationCode('register'),
  reset: createVerificationCode('reset'),
};

/**
 * Gives a page its image code when it starts. The picture is one visitor's and each answer counts
 * against the asker's address, so it is fetched by the browser (once it has read its session), never by
 * the server rendering the page for a document a cache may keep.
 */
export function fetchCodeInBrowser<T>(codes: VerificationCode, pageStarted: Event<T>, $shown: Store<boolean>) {
  sample({
    clock: [pageStarted, $sessionKnown.updates],
    source: { known: $sessionKnown, shown: $shown },
    filter: ({ known, shown }) => known && shown,
    fn: () => undefined,
    target: codes.opened,
  });
}
