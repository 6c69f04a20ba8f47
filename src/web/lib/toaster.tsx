import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, onToasterListening } from './toast';

function Listening() {
  // Runs after the Toaster's own effects (an earlier sibling), i.e. once it subscribed to toasts.
  useEffect(() => onToasterListening(), []);
  return null;
}

const SonnerToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: () => (
      <>
        {/* Below the sticky headers (4 rem), so a toast never covers the cart or the menu. */}
        <Toaster position="top-right" duration={5000} visibleToasts={1} closeButton offset={{ top: '4.75rem' }} mobileOffset={{ top: '4.5rem' }} />
        <Listening />
      </>
    ),
  })),
);

/** Where toasts appear; its code loads after the first screen. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
