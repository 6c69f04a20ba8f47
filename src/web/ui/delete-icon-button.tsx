import { Trash2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { IconAction } from './icon-action';

type Props = { label: string; title?: string; disabled?: boolean; onClick: () => void; className?: string };

/** The red bin of a row or card: `label` says what goes ('Excluir Terço Azul'). */
export function DeleteIconButton({ className, ...props }: Props) {
  return <IconAction icon={Trash2} className={cn('h-10 w-10 text-red-700 hover:bg-red-50', className)} {...props} />;
}
