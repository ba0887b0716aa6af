import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/** Parses a request body with a shared schema; a bad one is a 400 with the schema's own messages. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const messages: string[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    messages.push(issue.message);
  }
  throw new BadRequestException(messages.join(' '));
}
