import { describe, expect, it } from 'vitest';
import { secondFactorBody } from './second-factor';

describe('the second factor an operator types', () => {
  it('sends six digits as a code, spaces dropped', () => {
    expect(secondFactorBody(' 123 456 ', false)).toEqual({ body: { code: '123456' } });
  });
  it('refuses anything else as a code', () => {
    expect(secondFactorBody('12345', false)).toEqual({ error: 'signIn.codeInvalid' });
    expect(secondFactorBody('12345a', false)).toEqual({ error: 'signIn.codeInvalid' });
  });
  it('sends a recovery code in capitals, with or without dashes', () => {
    expect(secondFactorBody('abcd-efgh-2345-jkmn', true)).toEqual({ body: { recoveryCode: 'ABCD-EFGH-2345-JKMN' } });
    expect(secondFactorBody('ABCD EFGH 2345 JKMN', true)).toEqual({ body: { recoveryCode: 'ABCDEFGH2345JKMN' } });
  });
  it('refuses a recovery code of the wrong shape, and digits sent as a recovery code', () => {
    expect(secondFactorBody('ABCD-EFGH', true)).toEqual({ error: 'signIn.recoveryInvalid' });
    expect(secondFactorBody('123456', true)).toEqual({ error: 'signIn.recoveryInvalid' });
  });
});
