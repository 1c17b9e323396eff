import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { operatorLoginBodySchema } from '@storefront/shared/schemas/backoffice';
import { NS } from '../../../i18n';
import { ConsoleError } from '../../../lib/api';
import { confirmTotp, login, secondFactor, setUpTotp, type LoginStep, type OperatorSession, type TotpSetup } from '../api';
import { secondFactorBody } from '../second-factor';
import { ErrorNote } from '../../../lib/notes';

const messageOf = (e: unknown) => (e instanceof ConsoleError ? e.message : String(e));

function PasswordStep({ onStep }: { onStep(step: LoginStep): void }) {
  const { t } = useTranslation(NS);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(operatorLoginBodySchema), defaultValues: { email: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onStep(await login(values));
    } catch (e) {
      setProblem(messageOf(e));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="bo-form">
      <label>
        {t('signIn.email')}
        <input type="email" autoComplete="username" {...register('email')} aria-invalid={!!formState.errors.email} />
      </label>
      {formState.errors.email && <p className="bo-error">{t('signIn.emailInvalid')}</p>}
      <label>
        {t('signIn.password')}
        <input type="password" autoComplete="current-password" {...register('password')} aria-invalid={!!formState.errors.password} />
      </label>
      {formState.errors.password && <p className="bo-error">{t('signIn.passwordRequired')}</p>}
      <ErrorNote message={problem} />
      <button type="submit" className="sf-btn sf-btn--primary" disabled={formState.isSubmitting}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}

/** A code from the authenticator app, or (when allowed) one recovery code instead. */
function CodeForm({ allowRecovery, onCode }: { allowRecovery: boolean; onCode(body: { code: string } | { recoveryCode: string }): Promise<void> }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [value, setValue] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorBody(value, recovery);
    if ('error' in parsed) return setProblem(t(parsed.error));
    setProblem(null);
    setBusy(true);
    try {
      await onCode(parsed.body);
    } catch (e) {
      setProblem(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="bo-form">
      <label htmlFor={id}>{recovery ? t('signIn.recoveryCode') : t('signIn.code')}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        aria-invalid={!!problem}
      />
      <ErrorNote message={problem} />
      <button type="submit" className="sf-btn sf-btn--primary" disabled={busy}>
        {t('signIn.verify')}
      </button>
      {allowRecovery && (
        <button
          type="button"
          className="sf-btn bo-link"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setProblem(null);
          }}
        >
          {recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
        </button>
      )}
    </form>
  );
}

function TotpSetupStep({ stepToken, onSession }: { stepToken: string; onSession(session: OperatorSession): void }) {
  const { t } = useTranslation(NS);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setUpTotp(stepToken).then(setSetup, (e) => setProblem(messageOf(e)));
  }, [stepToken]);
  return (
    <div className="bo-form">
      <h2>{t('signIn.setupTitle')}</h2>
      <p>{t('signIn.setupHelp')}</p>
      <ErrorNote message={problem} />
      {setup && (
        <dl className="bo-setup">
          <dt>{t('signIn.setupUri')}</dt>
          <dd>
            <code data-testid="totp-uri">{setup.uri}</code>
          </dd>
          <dt>{t('signIn.setupSecret')}</dt>
          <dd>
            <code data-testid="totp-secret">{setup.secret}</code>
          </dd>
        </dl>
      )}
      <CodeForm allowRecovery={false} onCode={async (body) => onSession(await confirmTotp(stepToken, (body as { code: string }).code))} />
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="bo-form">
      <h2>{t('signIn.recoveryTitle')}</h2>
      <p>{t('signIn.recoveryHelp')}</p>
      <ol className="bo-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="sf-btn sf-btn--primary" onClick={onDone}>
        {t('signIn.recoveryDone')}
      </button>
    </div>
  );
}

/** Password, then the second factor (set up on the first sign-in, its recovery codes shown once). */
export function SignIn({ onSignedIn }: { onSignedIn(session: OperatorSession): void }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<LoginStep | null>(null);
  const [fresh, setFresh] = useState<OperatorSession | null>(null);
  return (
    <section className="bo-sign-in" aria-labelledby="bo-sign-in-title">
      <h1 id="bo-sign-in-title">{t('signIn.title')}</h1>
      {fresh?.recoveryCodes ? (
        <RecoveryCodes codes={fresh.recoveryCodes} onDone={() => onSignedIn(fresh)} />
      ) : !step ? (
        <PasswordStep onStep={setStep} />
      ) : step.stage === 'totpSetup' ? (
        <TotpSetupStep stepToken={step.token} onSession={setFresh} />
      ) : (
        <CodeForm allowRecovery onCode={async (body) => onSignedIn(await secondFactor(step.token, body))} />
      )}
    </section>
  );
}
