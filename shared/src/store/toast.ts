import { createEvent, createStore } from 'effector';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

/** Spec section 9: toasts last 3000 ms and are of type success unless told otherwise. */
export const TOAST_DURATION = 3000;

export const toastShown = createEvent<{ message: string; type?: ToastType; duration?: number }>();
export const toastClosed = createEvent<number>();

let nextId = 1;
export const $toasts = createStore<Toast[]>([])
  .on(toastShown, (list, t) => [...list, { id: nextId++, message: t.message, type: t.type ?? 'success', duration: t.duration ?? TOAST_DURATION }])
  .on(toastClosed, (list, id) => list.filter((t) => t.id !== id));
