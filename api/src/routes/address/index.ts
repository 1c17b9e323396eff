import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { orRefuse } from '../../lib/errors';
import { addressInputSchema, addressParamsSchema, addressSchema } from './schemas';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** The customer's address book (user/address); another customer's ids answer 404. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/user/address',
    { schema: { tags: ['address'], summary: 'Addresses, default first', security, response: responses(z.array(addressSchema), [401]) } },
    async (request) => ok(await listAddresses(app.db, request.user!.id)),
  );

  app.post(
    '/user/address',
    { schema: { tags: ['address'], summary: 'Add an address', security, body: addressInputSchema, response: responses(addressSchema, [400, 401]) } },
    async (request) => ok(orRefuse(await createAddress(app.db, request.user!.id, request.body))),
  );

  app.put(
    '/user/address/:id',
    {
      schema: {
        tags: ['address'],
        summary: 'Change an address',
        security,
        params: addressParamsSchema,
        body: addressInputSchema,
        response: responses(addressSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(orRefuse(await updateAddress(app.db, request.user!.id, request.params.id, request.body))),
  );

  app.delete(
    '/user/address/:id',
    { schema: { tags: ['address'], summary: 'Delete an address', security, params: addressParamsSchema, response: responses(z.null(), [401, 404]) } },
    async (request) => ok(orRefuse(await deleteAddress(app.db, request.user!.id, request.params.id))),
  );

  app.post(
    '/user/address/:id/default',
    {
      schema: {
        tags: ['address'],
        summary: 'Make an address the default',
        security,
        params: addressParamsSchema,
        response: responses(addressSchema, [401, 404]),
      },
    },
    async (request) => ok(orRefuse(await setDefaultAddress(app.db, request.user!.id, request.params.id))),
  );
};

export default addressRoutes;
