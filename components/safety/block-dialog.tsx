"use client";

import { useTranslations } from "next-intl";
import { useBlockToggle } from "@/components/safety/use-safety-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { userId: string; username: string; open: boolean; onOpenChange: (open: boolean) => void; onBlocked: () => void };

/** Confirms a block, saying what it does and that the other person is not told. */
export function BlockDialog({ userId, username, open, onOpenChange, onBlocked }: Props) {
  const t = useTranslations("safety.blockDialog");
  const block = useBlockToggle(userId, username, (state) => {
    onOpenChange(false);
    if (state.blocked) onBlocked();
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title", { username })}
      description={t("description")}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      destructive
      pending={block.isPending}
      onConfirm={() => block.mutate()}
    />
  );
}
