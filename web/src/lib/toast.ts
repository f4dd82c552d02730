import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it dismisses itself. */
  duration: number;
  /** A link inside the message, to the thing it is about (e.g. the admin's new-booking alert). */
  link?: ToastLink;
}

/** An in-app path and its visible label. */
export interface ToastLink {
  to: string;
  label: string;
}

interface ToastState {
  toasts: Toast[];
  push: (kind: ToastKind, message: string, duration?: number, link?: ToastLink) => number;
  dismiss: (id: number) => void;
}

// Errors stay longer: the visitor may need to read and act on them.
const DEFAULT_DURATION: Record<ToastKind, number> = { success: 5000, info: 5000, error: 8000 };
// More than this would push the page out of sight on a phone.
const MAX_VISIBLE = 4;

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (kind, message, duration = DEFAULT_DURATION[kind], link) => {
    const id = nextId++;
    const toast: Toast = link ? { id, kind, message, duration, link } : { id, kind, message, duration };
    set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a notification at the top right, from components and from plain functions alike. */
export const toast = {
  success: (message: string) => useToastStore.getState().push('success', message),
  error: (message: string) => useToastStore.getState().push('error', message),
  info: (message: string) => useToastStore.getState().push('info', message),
  /** Takes a toast away before its time, e.g. a form's failure once the form has succeeded. */
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
