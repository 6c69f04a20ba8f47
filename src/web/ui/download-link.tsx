import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** A file the server makes (a PDF, a CSV), as a button that downloads it. */
export function DownloadLink({ href, children, variant }: { href: string; children: ReactNode; variant?: 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <a href={href} download>
        <FileDown className="h-4 w-4" aria-hidden="true" /> {children}
      </a>
    </Button>
  );
}

/** The same as a list row's icon action: `label` names the file for screen readers. */
export function RowDownloadLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className="h-9 w-9" aria-label={label} title={title}>
      <a href={href} download>
        <FileDown className="h-4 w-4" aria-hidden="true" />
      </a>
    </Button>
  );
}
