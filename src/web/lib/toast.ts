import { errorMessage } from './api';

type ToastOptions = { description?: string; action?: { label: string; onClick: () => void } };

// One toast at a time (requirements §4): every new toast replaces the one on screen. Sonner merges an
// update into the toast with the same id, so fields the new toast lacks are cleared explicitly.
const ID = 'luz-toast';
const fresh = (opts: ToastOptions) => ({ id: ID, description: undefined, action: undefined, ...opts });

// Sonner arrives when it is first needed — the first toast, or the visitor's first tap or key, which
// usually comes before it — not with the page (decision 079: 9 KB gzip no page view needs). Toasts
// wait for it and for its Toaster to be listening (src/web/lib/toaster.tsx), so none is lost.
let sonner: Promise<typeof import('sonner')> | null = null;
let markWanted!: () => void;
/** Settles when the Toaster should be mounted: the first toast or the first interaction asked for Sonner. */
export const toasterWanted = new Promise<void>((resolve) => (markWanted = resolve));
export const loadSonner = () => {
  markWanted();
  sonner ??= import('sonner');
  return sonner;
};
let markListening!: () => void;
export const toasterListening = new Promise<void>((resolve) => (markListening = resolve));
export const onToasterListening = () => markListening();

const show = (kind: 'success' | 'error' | 'info', title: string, opts: ToastOptions) => {
  void Promise.all([loadSonner(), toasterListening]).then(([{ toast }]) => {
    if (kind === 'info') toast(title, fresh(opts));
    else toast[kind](title, fresh(opts));
  });
};

export const toast = {
  success: (title: string, opts: ToastOptions = {}) => show('success', title, opts),
  error: (title: string, opts: ToastOptions = {}) => show('error', title, opts),
  info: (title: string, opts: ToastOptions = {}) => show('info', title, opts),
};

/** An onError that toasts `title` with the server's pt-BR message under it (the requirements' 'Erro ao …' toasts). */
export const toastError =
  (title: string) =>
  (err: unknown): void =>
    toast.error(title, { description: errorMessage(err) });
