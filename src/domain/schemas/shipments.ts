import { z } from 'zod';
import { objectError, serialIdParam } from './fields';

// Expedição's inputs (issue 37).

export const SERVICE_REQUIRED_MESSAGE = 'Escolha o serviço de entrega.';
export const CANCEL_REASON_MESSAGE = 'Informe o motivo do cancelamento (3 a 200 caracteres).';

export const orderIdParamSchema = z.object({ orderId: z.uuid({ error: 'Pedido não encontrado.' }) });
export const labelIdParamSchema = z.object({ id: serialIdParam('Etiqueta não encontrada.') });

export const buyLabelSchema = z.object(
  { serviceId: z.string({ error: SERVICE_REQUIRED_MESSAGE }).trim().min(1, { error: SERVICE_REQUIRED_MESSAGE }).max(40, { error: SERVICE_REQUIRED_MESSAGE }) },
  objectError,
);

export const cancelLabelSchema = z.object(
  { reason: z.string({ error: CANCEL_REASON_MESSAGE }).trim().min(3, { error: CANCEL_REASON_MESSAGE }).max(200, { error: CANCEL_REASON_MESSAGE }) },
  objectError,
);

/** Demo only (the sandbox provider): what the carrier did with the parcel. */
export const sandboxEventSchema = z.object({ status: z.enum(['posted', 'delivered'], { error: 'Evento inválido.' }) }, objectError);
