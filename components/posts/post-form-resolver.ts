import { lazyResolver } from "@/hooks/use-localized-resolver";

/** The create and edit forms' resolver: createPostFormSchema, loaded with zod on first validation. */
export const postFormResolver = lazyResolver(async () => {
  const [{ zodResolver }, { createPostFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/posts/schemas")]);
  return zodResolver(createPostFormSchema);
});
