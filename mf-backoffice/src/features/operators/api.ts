import type { z } from 'zod';
import type { consoleOperatorSchema, operatorAddedSchema, operatorSchema, OperatorRole } from '@storefront/shared/schemas/backoffice';
import { get, post } from '../../lib/api';

export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;
type OperatorAdded = z.infer<typeof operatorAddedSchema>;
type Operator = z.infer<typeof operatorSchema>;

export const fetchOperators = () => get<ConsoleOperator[]>('/operators');
/** Without a password the server makes one and answers it this once. */
export const addOperator = (body: { email: string; role: OperatorRole; password?: string }) => post<OperatorAdded>('/operators', body);
const path = (id: number, action: string) => `/operators/${id}/${action}`;
export const setOperatorRole = (id: number, role: OperatorRole) => post<Operator>(path(id, 'role'), { role });
export const disableOperator = (id: number) => post<Operator>(path(id, 'disable'));
export const enableOperator = (id: number) => post<Operator>(path(id, 'enable'));
export const resetOperatorTotp = (id: number) => post<Operator>(path(id, 'reset-totp'));
