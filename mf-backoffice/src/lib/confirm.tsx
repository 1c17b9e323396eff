import { useState } from 'react';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';

/** Every change asks first: ask(title, message, action) opens the dialog; the action runs on OK only. */
export function useConfirm() {
  const [pending, setPending] = useState<{ title: string; message: string; action(): void } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={!!pending}
      title={pending?.title ?? ''}
      message={pending?.message ?? ''}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const action = pending?.action;
        setPending(null);
        action?.();
      }}
    />
  );
  return { ask: (title: string, message: string, action: () => void) => setPending({ title, message, action }), dialog };
}

/** Minor units as a plain amount with its currency code (the console shows what was charged, not a conversion). */
export function amount(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

/** A time the console API answers: a number is Unix seconds (as every console answer has it), a string ISO 8601. */
export function when(at: number | string | null, locale: string): string {
  if (at === null) return '';
  const date = new Date(typeof at === 'number' ? at * 1000 : at);
  return Number.isNaN(date.getTime()) ? String(at) : date.toLocaleString(locale);
}
