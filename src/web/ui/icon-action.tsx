import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

type Props = {
  icon: LucideIcon;
  /** What it does to what, for screen readers: 'Ver detalhes do pedido #A1B2C3'. */
  label: string;
  /** The tooltip, shorter: 'Ver detalhes'. */
  title?: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
};

/** A list row's (or card's) action as an icon button, the size of `RowDownloadLink` beside it. */
export function IconAction({ icon: Icon, label, title, onClick, disabled, className }: Props) {
  return (
    <Button variant="ghost" size="icon" className={cn('h-9 w-9', className)} aria-label={label} title={title} disabled={disabled} onClick={onClick}>
      <Icon className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
