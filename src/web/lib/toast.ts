import { toast as sonner } from 'sonner';

type ToastOptions = { description?: string; action?: { label: string; onClick: () => void } };

// One toast at a time (SPEC 4): every new toast replaces the one on screen. Sonner merges an
// update into the toast with the same id, so fields the new toast lacks are cleared explicitly.
const ID = 'luz-toast';
const fresh = (opts: ToastOptions) => ({ id: ID, description: undefined, action: undefined, ...opts });

export const toast = {
  success: (title: string, opts: ToastOptions = {}) => sonner.success(title, fresh(opts)),
  error: (title: string, opts: ToastOptions = {}) => sonner.error(title, fresh(opts)),
  info: (title: string, opts: ToastOptions = {}) => sonner(title, fresh(opts)),
};
