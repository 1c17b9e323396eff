import type { z } from 'zod';
import type { Paged } from '@storefront/shared/schemas/common';
import type { ConsoleOrder, consoleCustomerSchema, customerClosedSchema } from '@storefront/shared/schemas/backoffice';
import { get, post } from '../../lib/api';

export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;
type CustomerClosed = z.infer<typeof customerClosedSchema>;
export interface CustomerQuery {
  q?: string;
  page: number;
  size: number;
}

export const searchCustomers = (query: CustomerQuery) => get<Paged<ConsoleCustomer>>('/customers', { ...query });
export const customerOrders = (id: number, page: number, size: number) => get<Paged<ConsoleOrder>>(`/customers/${id}/orders`, { page, size });
export const closeCustomer = (id: number) => post<CustomerClosed>(`/customers/${id}/close`);
