"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The spec's confirmation before an owner deletes a story. */
export function DeleteStoryDialog({ open, onOpenChange, onConfirm, pending }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; pending: boolean }) {
  const t = useTranslations("stories.delete");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("confirm")}
      cancelLabel={t("cancel")}
      confirmLabel={t("action")}
      destructive
      pending={pending}
      onConfirm={() => {
        onConfirm();
        onOpenChange(false);
      }}
    />
  );
}
