import { toast as sonner } from 'sonner';

type ToastOptions = { description?: string; action?: { label: string; onClick: () => void } };

// One toast at a time (SPEC 4): every new toast replaces the one on screen.
const ID = 'luz-toast';

export const toast = {
  success: (title: string, opts: ToastOptions = {}) => sonner.success(title, { id: ID, ...opts }),
  error: (title: string, opts: ToastOptions = {}) => sonner.error(title, { id: ID, ...opts }),
  info: (title: string, opts: ToastOptions = {}) => sonner(title, { id: ID, ...opts }),
};
