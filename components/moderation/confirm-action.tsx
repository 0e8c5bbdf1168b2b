"use client";

import { cloneElement, useState, type ReactElement } from "react";
import { useTranslations } from "next-intl";
import { useDeferred } from "@/hooks/use-deferred";

// the confirmation (Radix alert dialog and its scroll lock) loads on the first press of the action's button
const loadConfirmDialog = () => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog);

type Props = { trigger: ReactElement<{ onClick?: () => void; "aria-haspopup"?: "dialog"; "aria-expanded"?: boolean }>; title: string; text: string; confirm: string; onConfirm: () => void };

/** A destructive desk action behind a confirmation (remove, suspend, unsuspend). */
export function ConfirmAction({ trigger, title, text, confirm, onConfirm }: Props) {
  const t = useTranslations("moderation.desk.confirm");
  const [open, setOpen] = useState(false);
  const { Piece: ConfirmDialog, open: openConfirm } = useDeferred(loadConfirmDialog);
  return (
    // until loaded, the button loads the dialog on press; then Radix's trigger (focus comes back to it on close)
    ConfirmDialog ? (
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
    ) : (
      cloneElement(trigger, { onClick: () => openConfirm(() => setOpen(true)), "aria-haspopup": "dialog", "aria-expanded": false })
    )
  );
}
