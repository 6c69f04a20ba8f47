import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody } from './errors';

/** zod validation answering 400 with the first pt-BR message, the one error shape of the API. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      return c.json(errorBody('VALIDATION', issue?.message ?? 'Dados inválidos.'), 400);
    }
  });
