import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToasterListening, toasterWanted } from './toast';

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

// A tap or a key usually comes before the toast it causes ('Adicionar ao carrinho', 'Favoritar'):
// Sonner starts loading then, so the toast rarely waits for it.
const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Where toasts appear; its code loads with the first toast or the first interaction (lib/toast.ts). */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void toasterWanted.then(() => live && setWanted(true));
    const warm = () => void loadSonner();
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, warm, { once: true, capture: true, passive: true });
    return () => {
      live = false;
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, warm, { capture: true });
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
