import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a denied permission: the selection-based copy still works in most.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Compartilhar: the system share sheet where the browser has one, else WhatsApp and copy-link. */
export function ShareButton({ name, path }: { name: string; path: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const url = `${window.location.origin}${path}`;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: `${name} — Luz da Fé`, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        // Sharing failed (e.g. not allowed here): offer the other ways.
      }
    }
    setOpen((v) => !v);
  };

  const onCopy = async () => {
    setOpen(false);
    if (await copyText(url)) toast.success('Link copiado!', { description: url });
    else toast.error('Não foi possível copiar o link', { description: url });
  };

  return (
    <div ref={box} className="relative">
      <Button variant="outline" size="lg" onClick={onShare} aria-expanded={open} aria-controls={open ? menuId : undefined}>
        <Share2 className="h-5 w-5" aria-hidden="true" />
        Compartilhar
      </Button>
      {open ? (
        <div id={menuId} className="absolute right-0 z-20 mt-2 w-56 rounded-lg border border-stone-200 bg-white p-1 shadow-lg sm:left-0 sm:right-auto">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-stone-100"
          >
            <MessageCircle className="h-4 w-4 text-emerald-700" aria-hidden="true" />
            WhatsApp
          </a>
          <button
            type="button"
            onClick={onCopy}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100"
          >
            <Link2 className="h-4 w-4 text-brand-700" aria-hidden="true" />
            Copiar link
          </button>
        </div>
      ) : null}
    </div>
  );
}
