import { apiDelete, apiGet, apiPost, apiPut, type RequestContext } from '@storefront/shared/api';
import type { Address, AddressInput } from '@storefront/shared/schemas/checkout';

export const fetchAddresses = async (context: RequestContext) => (await apiGet<Address[]>(context, '/api/user/address')).data;
export const createAddress = async (context: RequestContext, body: AddressInput) => (await apiPost<Address>(context, '/api/user/address', body)).data;
export const updateAddress = async (context: RequestContext, { id, body }: { id: number; body: AddressInput }) =>
  (await apiPut<Address>(context, `/api/user/address/${id}`, body)).data;
export const deleteAddress = async (context: RequestContext, id: number) => (await apiDelete<null>(context, `/api/user/address/${id}`)).data;
export const setDefaultAddress = async (context: RequestContext, id: number) => (await apiPost<Address>(context, `/api/user/address/${id}/default`)).data;
