import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** The largest id a Postgres `integer` (SERIAL) column holds. */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID_MESSAGE = `The id must be a whole number from 1 to ${MAX_ID}.`;

/**
 * A `:id` path parameter: a decimal whole number from 1 to 2147483647, else 400. Checked here so
 * an id Postgres cannot hold ('99999999999') never reaches it as a query error (a 500).
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (typeof value === 'string' && /^\d{1,20}$/.test(value)) {
      const id = Number(value);
      if (id >= 1 && id <= MAX_ID) return id;
    }
    throw new BadRequestException(INVALID_ID_MESSAGE);
  }
}
