import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { ContactDetails, ContactReceipt } from '@storefront/shared/contracts/content';
import type { ContactMessage } from '@storefront/shared/schemas/content';

export async function fetchContactDetails(context: RequestContext): Promise<ContactDetails> {
  return (await apiGet<ContactDetails>(context, '/api/content/contact')).data;
}

/** The confirmation (or the reason for a refusal) is the answer's msg, in the shopper's language. */
export async function sendContactMessage(context: RequestContext, message: ContactMessage): Promise<{ receipt: ContactReceipt; confirmation: string }> {
  const res = await apiPost<ContactReceipt>(context, '/api/contact', message, { expect: [400, 429] });
  return { receipt: res.data, confirmation: res.msg };
}
