"use client";

import { useCallback } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { useLoadFailureToast } from "@/hooks/use-load-failure-toast";
import { useServerText } from "@/hooks/use-server-text";

type Translate = (message: string) => string;

/** The rules of a lazyResolver did not download: the form is held back (not submitted) and the member told. */
class ResolverLoadError extends Error {
  constructor(cause: unknown) {
    super("the form's validation could not be loaded", { cause });
    this.name = "ResolverLoadError";
  }
}

/** Every `message` of react-hook-form's errors, translated (element refs are left alone). */
export function localizeFieldErrors<T>(errors: T, translate: Translate): T {
  if (Array.isArray(errors)) return errors.map((e) => localizeFieldErrors(e, translate)) as T;
  if (errors === null || typeof errors !== "object") return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref") out[key] = value;
    else if (key === "message" && typeof value === "string") out[key] = translate(value);
    else out[key] = localizeFieldErrors(value, translate);
  }
  return out as T;
}

/**
 * Wraps a form's resolver (zodResolver(schema)) so its messages read in the member's language (by the
 * key serverText recorded for each). When a lazyResolver's rules fail to download, the member gets a
 * toast and the form a root error, so it is not submitted unchecked; the next validation downloads again.
 */
export function useLocalizedResolver<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  const { text } = useServerText();
  const loadFailed = useLoadFailureToast();
  return useCallback<Resolver<TValues, TContext, TOutput>>(
    async (values, context, options) => {
      let result;
      try {
        result = await resolver(values, context, options);
      } catch (error) {
        if (!(error instanceof ResolverLoadError)) throw error;
        loadFailed();
        return { values: {}, errors: { root: { type: "load", message: "" } } } as Awaited<ReturnType<typeof resolver>>;
      }
      return { ...result, errors: localizeFieldErrors(result.errors, text) } as typeof result;
    },
    [resolver, text, loadFailed],
  );
}

/**
 * A resolver that loads on first use: the form's zod schema, zod and the zod resolver stay out of
 * the screen's first-load JavaScript. The schema is still the one the route handler parses with
 * (lib/contract/<resource>/schemas.ts); the first validation waits for the import. Create it once, at
 * module level, and hand it to useLocalizedResolver.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load is retried on the next validation
      throw new ResolverLoadError(error);
    });
    return (await loading)(values, context, options);
  };
}
