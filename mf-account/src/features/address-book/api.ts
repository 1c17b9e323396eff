import { apiDelete, apiGet, apiPost, apiPut } from '@storefront/shared/api';
import type { Address, AddressInput } from '@storefront/shared/schemas/checkout';

export const fetchAddresses = async () => (await apiGet<Address[]>('/api/user/address')).data;
export const createAddress = async (body: AddressInput) => (await apiPost<Address>('/api/user/address', body)).data;
export const updateAddress = async ({ id, body }: { id: number; body: AddressInput }) => (await apiPut<Address>(`/api/user/address/${id}`, body)).data;
export const deleteAddress = async (id: number) => (await apiDelete<null>(`/api/user/address/${id}`)).data;
export const setDefaultAddress = async (id: number) => (await apiPost<Address>(`/api/user/address/${id}/default`)).data;
