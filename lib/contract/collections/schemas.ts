import { z } from "zod";
import { serverText } from "@/lib/core/server-text";

// Save Post dialog and POST /api/posts/{id}/save: a collection must be chosen; a new name is trimmed.
export const COLLECTION_TITLE_MAX = 50;
export const CHOOSE_COLLECTION = serverText("chooseCollection");
export const NAME_COLLECTION = serverText("enterCollectionName");

export const savePostBodySchema = z.object({
  collectionTitle: z
    .string({ error: CHOOSE_COLLECTION })
    .trim()
    .min(1, CHOOSE_COLLECTION)
    .max(COLLECTION_TITLE_MAX, serverText("collectionNameTooLong", { max: COLLECTION_TITLE_MAX })),
});
export type SavePostBody = z.infer<typeof savePostBodySchema>;

/** The dialog's form: an existing title, or "new" with a name. */
export const NEW_COLLECTION = "__new__";
export const saveDialogFormSchema = z
  .object({ choice: z.string().min(1, CHOOSE_COLLECTION), newTitle: z.string() })
  .refine((v) => v.choice !== NEW_COLLECTION || v.newTitle.trim().length > 0, { message: NAME_COLLECTION, path: ["newTitle"] })
  .refine((v) => v.choice !== NEW_COLLECTION || v.newTitle.trim().length <= COLLECTION_TITLE_MAX, {
    message: serverText("collectionNameTooLong", { max: COLLECTION_TITLE_MAX }),
    path: ["newTitle"],
  });
export type SaveDialogForm = z.infer<typeof saveDialogFormSchema>;

export function collectionTitleFrom(form: SaveDialogForm) {
  return form.choice === NEW_COLLECTION ? form.newTitle.trim() : form.choice;
}
