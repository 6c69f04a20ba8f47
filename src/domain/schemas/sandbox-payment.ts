import { z } from 'zod';

export const SANDBOX_PAYMENT_ACTIONS = ['approve', 'refuse', 'charge_back', 'pay_amount'] as const;

/** Body of POST /api/admin/sandbox-payments/:orderId (demo mode only): what the sandbox should do with the order's payment. */
export const sandboxPaymentActionSchema = z
  .object(
    {
      action: z.enum(SANDBOX_PAYMENT_ACTIONS, { error: 'Escolha aprovar, recusar, contestar ou pagar outro valor.' }),
      amountCents: z
        .number({ error: 'Informe o valor pago, em centavos.' })
        .int({ error: 'Informe o valor pago, em centavos.' })
        .min(1, { error: 'Informe o valor pago, em centavos.' })
        .max(2_147_483_647, { error: 'Informe o valor pago, em centavos.' })
        .optional(),
    },
    { error: 'Dados inválidos.' },
  )
  .refine((v) => v.action !== 'pay_amount' || v.amountCents !== undefined, { error: 'Informe o valor pago, em centavos.', path: ['amountCents'] });

export type SandboxPaymentAction = z.infer<typeof sandboxPaymentActionSchema>;
