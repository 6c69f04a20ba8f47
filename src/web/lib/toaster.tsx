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
        {/* Each toast says where it goes (lib/toast.ts); at the top, below the sticky headers (4 rem), so it never covers the cart or the menu. */}
        <Toaster
          position="top-right"
          duration={5000}
          visibleToasts={1}
          closeButton
          offset={{ top: '4.75rem', left: '1rem', bottom: '1rem' }}
          mobileOffset={{ top: '4.5rem', bottom: '0.75rem' }}
        />
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
