import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { firstMessages } from '@newsroom/contracts';

/** Parses a request body with a shared schema; a bad one is a 400 with the schema's own messages. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new BadRequestException(firstMessages(result.error));
}
