import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, operatorAddBodySchema, type OperatorRole } from '@storefront/shared/schemas/backoffice';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { useConfirm, when } from '../../../lib/confirm';
import { addOperator, disableOperator, enableOperator, fetchOperators, resetOperatorTotp, setOperatorRole, type ConsoleOperator } from '../api';
import { HeadRow } from '../../../lib/notes';

/** What a change left to say: a confirmation (status), or the server's refusal (alert). */
type Outcome = { saved: string } | { problem: string };

function RoleSelect({ value, onChange, label }: { value: OperatorRole; onChange(role: OperatorRole): void; label?: string }) {
  const { t } = useTranslation(NS);
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as OperatorRole)} aria-label={label}>
      {OPERATOR_ROLES.map((r) => (
        <option key={r} value={r}>
          {t(`roles.${r}`)}
        </option>
      ))}
    </select>
  );
}

/** A new operator: the server makes a password when none is given and answers it this once. */
function AddOperator({ onAdded }: { onAdded(outcome: Outcome, password?: { email: string; password: string }): void }) {
  const { t } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const passwordHelp = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ email?: boolean; password?: boolean }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = operatorAddBodySchema.safeParse({ email: email.trim(), role, ...(password ? { password } : {}) });
    const fields = new Set(parsed.error?.issues.map((i) => i.path[0]));
    setInvalid({ email: fields.has('email'), password: fields.has('password') });
    if (!parsed.success) return;
    const body = parsed.data;
    ask(t('operators.add'), t('operators.confirmAdd', { email: body.email, role: t(`roles.${body.role}`) }), () =>
      addOperator(body).then(
        (added) => {
          setEmail('');
          setPassword('');
          const saved = t('operators.added', { email: added.operator.email, role: t(`roles.${added.operator.role}`) });
          onAdded({ saved }, added.password ? { email: added.operator.email, password: added.password } : undefined);
        },
        (e: ConsoleError) => onAdded({ problem: e.message }),
      ),
    );
  };
  return (
    <section aria-labelledby="bo-add-operator" className="bo-card">
      <h2 id="bo-add-operator">{t('operators.addTitle')}</h2>
      <form onSubmit={submit} noValidate className="bo-form bo-inline">
        <label>
          {t('signIn.email')}
          <input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!!invalid.email} />
        </label>
        <label>
          {t('operators.role')}
          <RoleSelect value={role} onChange={setRole} />
        </label>
        <label>
          {t('operators.password')}
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!invalid.password}
            aria-describedby={passwordHelp}
          />
        </label>
        <p id={passwordHelp} className="bo-muted">
          {t('operators.passwordHelp', { min: OPERATOR_PASSWORD_MIN })}
        </p>
        {invalid.email && <p className="bo-error">{t('signIn.emailInvalid')}</p>}
        {invalid.password && <p className="bo-error">{t('operators.passwordShort', { min: OPERATOR_PASSWORD_MIN })}</p>}
        <button type="submit" className="sf-btn sf-btn--primary">
          {t('operators.add')}
        </button>
      </form>
      {dialog}
    </section>
  );
}

/** The password the server made, shown once: it is in no later answer. */
function OneTimePassword({ email, password, onDone }: { email: string; password: string; onDone(): void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="bo-card bo-codes" data-testid="one-time-password">
      <p>{t('operators.passwordFor', { email })}</p>
      <p>
        <code data-testid="operator-password">{password}</code>
      </p>
      <p>
        <strong>{t('operators.passwordOnce')}</strong>
      </p>
      <button type="button" className="sf-btn" onClick={onDone}>
        {t('operators.passwordKept')}
      </button>
    </div>
  );
}

function OperatorRow({ operator, onChanged }: { operator: ConsoleOperator; onChanged(outcome: Outcome): void }) {
  const { t, i18n } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const { email } = operator;
  const change = (title: string, question: string, action: () => Promise<unknown>, saved: string) =>
    ask(title, question, () =>
      action().then(
        () => onChanged({ saved }),
        (e: ConsoleError) => onChanged({ problem: e.message }),
      ),
    );
  const roleName = (r: OperatorRole) => t(`roles.${r}`);
  return (
    <tr data-testid="operator-row" data-email={email}>
      <td>{email}</td>
      <td>
        <RoleSelect value={role} onChange={setRole} label={t('operators.roleOf', { email })} />{' '}
        <button
          type="button"
          className="sf-btn"
          disabled={role === operator.role}
          onClick={() =>
            change(
              t('operators.changeRole'),
              t('operators.confirmRole', { email, from: roleName(operator.role), to: roleName(role) }),
              () => setOperatorRole(operator.id, role),
              t('operators.roleChanged', { email, role: roleName(role) }),
            )
          }
        >
          {t('operators.changeRole')}
        </button>
      </td>
      <td data-testid="totp-state">{operator.totpSetUp ? t('operators.totpSetUp') : t('operators.totpNotSetUp')}</td>
      <td data-testid="disabled-since">{operator.disabledAt === null ? t('operators.notDisabled') : when(operator.disabledAt, i18n.language)}</td>
      <td>
        {operator.disabledAt === null ? (
          <button
            type="button"
            className="sf-btn"
            onClick={() =>
              change(t('operators.disable'), t('operators.confirmDisable', { email }), () => disableOperator(operator.id), t('operators.disabled', { email }))
            }
          >
            {t('operators.disable')}
          </button>
        ) : (
          <button
            type="button"
            className="sf-btn"
            onClick={() =>
              change(t('operators.enable'), t('operators.confirmEnable', { email }), () => enableOperator(operator.id), t('operators.enabled', { email }))
            }
          >
            {t('operators.enable')}
          </button>
        )}{' '}
        {operator.totpSetUp && (
          <button
            type="button"
            className="sf-btn"
            onClick={() =>
              change(
                t('operators.resetTotp'),
                t('operators.confirmResetTotp', { email }),
                () => resetOperatorTotp(operator.id),
                t('operators.totpReset', { email }),
              )
            }
          >
            {t('operators.resetTotp')}
          </button>
        )}
        {dialog}
      </td>
    </tr>
  );
}

/** Operator accounts (admin): add one with a role, change roles, disable and enable, reset the authenticator app. */
export function Operators() {
  const { t } = useTranslation(NS);
  const [operators, setOperators] = useState<ConsoleOperator[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [made, setMade] = useState<{ email: string; password: string } | null>(null);
  const load = useCallback(() => {
    fetchOperators().then(setOperators, (e: ConsoleError) => setOutcome({ problem: e.message }));
  }, []);
  useEffect(load, [load]);
  const changed = (next: Outcome) => {
    setOutcome(next);
    if ('saved' in next) load();
  };
  return (
    <section aria-labelledby="bo-operators-title">
      <h1 id="bo-operators-title">{t('nav.operators')}</h1>
      {outcome && 'problem' in outcome && (
        <p role="alert" className="bo-error">
          {outcome.problem}
        </p>
      )}
      {outcome && 'saved' in outcome && <p role="status">{outcome.saved}</p>}
      {made && <OneTimePassword {...made} onDone={() => setMade(null)} />}
      <AddOperator
        onAdded={(next, password) => {
          setMade(password ?? null);
          changed(next);
        }}
      />
      {operators && (
        <table className="bo-table">
          <HeadRow labels={[t('signIn.email'), t('operators.role'), t('operators.totp'), t('operators.disabledSince'), t('operators.actions')]} />
          <tbody>
            {operators.map((operator) => (
              <OperatorRow key={`${operator.id}:${operator.role}`} operator={operator} onChanged={changed} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
