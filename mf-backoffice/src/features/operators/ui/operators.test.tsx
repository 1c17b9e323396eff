import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '../../../test/harness';
import { ConsoleError } from '../../../lib/api';
import * as api from '../api';
import { Operators } from './operators';

vi.mock('../api', () => ({
  fetchOperators: vi.fn(),
  addOperator: vi.fn(),
  setOperatorRole: vi.fn(),
  disableOperator: vi.fn(),
  enableOperator: vi.fn(),
  resetOperatorTotp: vi.fn(),
}));
const mocked = vi.mocked(api);

const admin: api.ConsoleOperator = { id: 1, email: 'boss@shop.example', role: 'admin', createdAt: 1_767_225_600, disabledAt: null, totpSetUp: true };
const helper: api.ConsoleOperator = { id: 2, email: 'help@shop.example', role: 'support', createdAt: 1_767_225_600, disabledAt: null, totpSetUp: false };
// Disabled on 2026-01-01 00:00 UTC (seconds, as the API answers).
const gone: api.ConsoleOperator = { id: 3, email: 'gone@shop.example', role: 'release', createdAt: 1_767_225_600, disabledAt: 1_767_225_600, totpSetUp: true };

const row = (email: string) => screen.getAllByTestId('operator-row').find((r) => r.dataset.email === email)!;
async function confirmWith(message: string) {
  expect((await screen.findByTestId('confirm-message')).textContent).toBe(message);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
}

beforeEach(() => {
  vi.resetAllMocks();
  mocked.fetchOperators.mockResolvedValue([admin, helper, gone]);
});

describe('operators in the console', () => {
  it('lists each operator with role, authenticator app and since when disabled', async () => {
    await renderConsole(<Operators />);
    await screen.findByText(helper.email);
    expect((within(row(helper.email)).getByLabelText(`Role of ${helper.email}`) as HTMLSelectElement).value).toBe('support');
    expect(row(helper.email).textContent).toContain('Not set up');
    expect(within(row(helper.email)).getByTestId('disabled-since').textContent).toBe('Not disabled');
    expect(row(admin.email).textContent).toContain('Set up');
    expect(within(row(gone.email)).getByTestId('disabled-since').textContent).toContain('2026');
    // What can be done follows the state: a disabled operator is enabled, an app not set up is not reset.
    expect(within(row(gone.email)).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(within(row(gone.email)).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(row(helper.email)).queryByRole('button', { name: 'Reset authenticator app' })).toBeNull();
  });

  it('adds an operator and shows the password the server made once, with a note that it is not shown again', async () => {
    mocked.addOperator.mockResolvedValue({ operator: { id: 4, email: 'new@shop.example', role: 'support' }, password: 'x7Kq-one-time-pw' });
    await renderConsole(<Operators />);
    await screen.findByText(helper.email);
    const form = screen.getByRole('region', { name: 'Add an operator' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'new@shop.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add operator' }));
    await confirmWith('Add new@shop.example as Support?');
    await waitFor(() => expect(mocked.addOperator).toHaveBeenCalledWith({ email: 'new@shop.example', role: 'support' }));

    const shown = await screen.findByTestId('one-time-password');
    expect(within(shown).getByTestId('operator-password').textContent).toBe('x7Kq-one-time-pw');
    expect(shown.textContent).toContain('it will not be shown again');
    expect(screen.getByRole('status').textContent).toBe('new@shop.example was added as Support.');
    expect(mocked.fetchOperators).toHaveBeenCalledTimes(2);
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('one-time-password')).toBeNull();
    expect(screen.queryByText('x7Kq-one-time-pw')).toBeNull();
  });

  it("refuses a short password of one's own before asking, and sends a long one with the chosen role", async () => {
    mocked.addOperator.mockResolvedValue({ operator: { id: 5, email: 'rel@shop.example', role: 'release' } });
    await renderConsole(<Operators />);
    await screen.findByText(helper.email);
    const form = screen.getByRole('region', { name: 'Add an operator' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'rel@shop.example' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'release' } });
    fireEvent.change(within(form).getByLabelText('Password (optional)'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add operator' }));
    expect(await within(form).findByText('A password needs at least 12 characters.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-message')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Password (optional)'), { target: { value: 'a-long-enough-secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add operator' }));
    await confirmWith('Add rel@shop.example as Release manager?');
    await waitFor(() => expect(mocked.addOperator).toHaveBeenCalledWith({ email: 'rel@shop.example', role: 'release', password: 'a-long-enough-secret' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('one-time-password')).toBeNull();
  });

  it('changes a role after the confirmation naming the operator, the old role and the new one', async () => {
    mocked.setOperatorRole.mockResolvedValue({ id: helper.id, email: helper.email, role: 'admin' });
    await renderConsole(<Operators />);
    await screen.findByText(helper.email);
    const change = within(row(helper.email)).getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.change(within(row(helper.email)).getByLabelText(`Role of ${helper.email}`), { target: { value: 'admin' } });
    fireEvent.click(change);
    await confirmWith(`Change the role of ${helper.email} from Support to Administrator?`);
    await waitFor(() => expect(mocked.setOperatorRole).toHaveBeenCalledWith(helper.id, 'admin'));
    expect((await screen.findByRole('status')).textContent).toBe(`${helper.email} now has the role Administrator.`);
  });

  it("shows the server's refusal to disable oneself", async () => {
    const refusal = 'You cannot disable your own account: ask another admin';
    mocked.disableOperator.mockRejectedValue(new ConsoleError(refusal, 409));
    await renderConsole(<Operators />);
    await screen.findByText(admin.email);
    fireEvent.click(within(row(admin.email)).getByRole('button', { name: 'Disable' }));
    await confirmWith(`Disable ${admin.email}? Their sessions end at once and they cannot sign in until enabled again.`);
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(mocked.disableOperator).toHaveBeenCalledWith(admin.id);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('enables a disabled operator and resets an authenticator app, each after its own confirmation', async () => {
    mocked.enableOperator.mockResolvedValue({ id: gone.id, email: gone.email, role: gone.role });
    mocked.resetOperatorTotp.mockResolvedValue({ id: gone.id, email: gone.email, role: gone.role });
    await renderConsole(<Operators />);
    await screen.findByText(gone.email);
    fireEvent.click(within(row(gone.email)).getByRole('button', { name: 'Enable' }));
    await confirmWith(`Enable ${gone.email} again? They sign in with their password and authenticator app as before.`);
    expect((await screen.findByRole('status')).textContent).toBe(`${gone.email} was enabled again.`);

    fireEvent.click(within(row(gone.email)).getByRole('button', { name: 'Reset authenticator app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mocked.resetOperatorTotp).not.toHaveBeenCalled();
    fireEvent.click(within(row(gone.email)).getByRole('button', { name: 'Reset authenticator app' }));
    await confirmWith(`Reset the authenticator app of ${gone.email}? Their sessions and recovery codes end; they set up an app at their next sign-in.`);
    await waitFor(() => expect(mocked.resetOperatorTotp).toHaveBeenCalledWith(gone.id));
    expect(mocked.enableOperator).toHaveBeenCalledWith(gone.id);
  });
});
