import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@storefront/shared/schemas/backoffice';
import { runOperator } from '../../ops/operator';

/** Test helper: `operator add`, then a first sign-in with TOTP set up; answers the console token. */
export async function signedInOperator(app: FastifyInstance, role: OperatorRole = 'admin'): Promise<string> {
  const email = `fuzz-${randomBytes(4).toString('hex')}@shop.example`;
  const password = 'a long enough password';
  const added = await runOperator(app.db, ['add', email, '--role', role], { operatorPassword: password });
  if (added.code !== 0) throw new Error(added.lines.join('\n'));
  const first = (await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email, password } })).json().data.token;
  const headers = { authorization: `Operator ${first}` };
  const { secret } = (await app.inject({ method: 'POST', url: '/api/backoffice/totp/setup', headers })).json().data;
  const done = await app.inject({ method: 'POST', url: '/api/backoffice/totp/confirm', headers, payload: { code: await generate({ secret }) } });
  return done.json().data.token;
}
