import "server-only";
import { AppError, type ErrorCode } from "@/lib/core/errors";

/**
 * For a page calling a service: the service's result, or the code of an AppError the page expects
 * (most often not_found, which the page turns into its 404); any other error propagates.
 */
export async function orErrorCode<T, C extends ErrorCode>(read: Promise<T>, ...codes: C[]): Promise<T | C> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && (codes as ErrorCode[]).includes(error.code)) return error.code as C;
    throw error;
  }
}
