"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { trigger: ReactNode; title: string; text: string; confirm: string; onConfirm: () => void };

/** A destructive desk action behind a confirmation (remove, suspend, unsuspend). */
export function ConfirmAction({ trigger, title, text, confirm, onConfirm }: Props) {
  const t = useTranslations("moderation.desk.confirm");
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={text}
      cancelLabel={t("cancel")}
      confirmLabel={confirm}
      destructive
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}
