import { toast } from '../../lib/toast';

// Positional shorthand for the registry and staff screens' many title + message toasts.
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
