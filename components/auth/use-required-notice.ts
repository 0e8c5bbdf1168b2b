"use client";

import type { FieldErrors, FieldValues } from "react-hook-form";
import { useServerText } from "@/hooks/use-server-text";
import { FILL_ALL } from "@/lib/contract/auth/limits";

export const REQUIRED_NOTICE_ID = "required-fields-notice";

/**
 * The spec's 'Please fill in all fields' once for the whole form: the empty fields are marked invalid
 * and described by the one notice, and keep their own message only for other problems.
 */
export function useRequiredNotice<T extends FieldValues>(errors: FieldErrors<T>) {
  const { text } = useServerText();
  const fillAll = text(FILL_ALL);
  const empty = (name: keyof T) => errors[name]?.message === fillAll;
  const anyEmpty = Object.keys(errors).some((name) => empty(name));
  return {
    notice: anyEmpty ? fillAll : null,
    /** the props of an InputField for `name` */
    field: (name: keyof T) =>
      empty(name)
        ? { invalid: true, describedBy: REQUIRED_NOTICE_ID }
        : { error: errors[name]?.message as string | undefined },
  };
}
