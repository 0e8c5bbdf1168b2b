import { ApiError } from "@/lib/client/api-client";
import { UploadError } from "@/lib/client/upload-error";
import { isErrorTextKey, textKeyOf, type ErrorText } from "@/lib/core/server-text";

// A server or validation text in the reader's language, by its catalog key (STYLE rule 15): a reply
// names its text's key (`messageKey`, `messageValues`), and a text the browser made itself (a zod
// message, an upload failure) is looked up where serverText recorded it. Nothing matches English wording.

export type ErrorsTranslator = (key: string, values?: Record<string, string>) => string;
/** An ErrorsTranslator with next-intl's `t.has`: whether the catalog has a key (errorText asks it of a reply's key). */
export type ErrorsCatalog = ErrorsTranslator & { has: (key: string) => boolean };

// The English labels of `errors.fields` and their keys, written out so the English table stays off the
// browser's first load (lib/client/server-text.test.ts checks they are the catalog's, no more and no fewer).
export const FIELD_KEYS: ReadonlyMap<string, string> = new Map<string, string>([
  ["Description", "description"],
  ["Address", "address"],
  ["City", "city"],
  ["Phone number", "phoneNumber"],
  ["URL", "url"],
  ["Email", "email"],
  ["Image URL", "imageUrl"],
  ["Admin notes", "adminNotes"],
  ["Profile image URL", "profileImageUrl"],
  ["Background video URL", "backgroundVideoUrl"],
]);

/** The catalog key of an English field label ("Phone number" -> "phoneNumber"), or null. */
export function fieldKeyOf(label: string) {
  return FIELD_KEYS.get(label) ?? null;
}

/**
 * `errors.messages.<key>` through `t` of the `errors` namespace, with its values as text (as the English
 * reply shows them: "1,500" stays as sent, 2200 is not regrouped); a `field` that is an English label
 * is translated through `errors.fields`, any other stays as sent.
 */
export function localizeErrorText({ key, values }: ErrorText, t: ErrorsTranslator): string {
  if (!values) return t(`messages.${key}`);
  const args = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  const field = args.field === undefined ? null : fieldKeyOf(args.field);
  if (field) args.field = t(`fields.${field}`);
  return t(`messages.${key}`, args);
}

/** A text serverText made, in the reader's language; any other text comes back as it is. */
export function localizeServerText(text: string, t: ErrorsTranslator): string {
  const found = textKeyOf(text);
  return found ? localizeErrorText(found, t) : text;
}

/**
 * An API reply's text by its `messageKey` when the catalog has that key (or a failed upload's: the
 * server's reason, else its own text), else the text of its `code`, else `fallback`; `t` is the
 * `errors` namespace's. hooks/use-server-text.ts gives it to forms; toasts load it when an error shows.
 */
export function errorText(error: unknown, fallback: string, t: ErrorsCatalog): string {
  if ((error instanceof ApiError || error instanceof UploadError) && isErrorTextKey(error.messageKey) && t.has(`messages.${error.messageKey}`)) {
    return localizeErrorText({ key: error.messageKey, values: error.messageValues }, t);
  }
  const own = error instanceof UploadError ? textKeyOf(error.message) : null;
  if (own) return localizeErrorText(own, t);
  // a reply without a key our catalog has (a proxy's 429, a bare 500): the code's own text
  if (error instanceof ApiError && error.code) return t(`codes.${error.code}`);
  return fallback;
}
