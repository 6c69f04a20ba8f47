import { Trash2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

type Props = { label: string; title?: string; disabled?: boolean; onClick: () => void; className?: string };

/** The red bin of a row or card: `label` says what goes ('Excluir Terço Azul'). */
export function DeleteIconButton({ label, title, disabled, onClick, className }: Props) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('text-red-700 hover:bg-red-50', className)}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
