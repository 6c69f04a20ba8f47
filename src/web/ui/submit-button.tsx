import type { ComponentProps } from 'react';
import { Button } from './button';

type Props = Omit<ComponentProps<typeof Button>, 'asChild'> & {
  /** While true the button is disabled and reads `busyLabel` ('Salvando...'), so a second click posts nothing. */
  pending: boolean;
  busyLabel: string;
};

/** A form's submit button that says what it is doing while the request runs. */
export function SubmitButton({ pending, busyLabel, disabled, children, type = 'submit', ...props }: Props) {
  return (
    <Button type={type} disabled={pending || disabled} {...props}>
      {pending ? busyLabel : children}
    </Button>
  );
}
