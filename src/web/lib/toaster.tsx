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
        {/*
          One place in the shop and the back-office, at every width (requirements §4): the top centre,
          just below the sticky headers (4 rem), so a toast never covers the menu, the cart or the
          main button a phone has at the bottom of a form (checkout) or of a dialog ('Copiar código').
          With a dialog open the header behind it cannot be used: styles.css lifts the toasts to the
          top edge, and dialogs leave that strip free (ui/dialog.tsx).
        */}
        <Toaster
          position="top-center"
          duration={5000}
          visibleToasts={1}
          closeButton
          offset={{ top: '4.75rem' }}
          mobileOffset={{ top: '4.5rem' }}
          // Compact (Sonner's default is 16 px): with a two-line description it still fits the strip a dialog leaves.
          toastOptions={{ style: { paddingBlock: '12px' } }}
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
