"use client";

import { useTranslations } from "next-intl";
import { useBlockToggle } from "@/components/safety/use-safety-actions";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type Props = { userId: string; username: string; open: boolean; onOpenChange: (open: boolean) => void; onBlocked: () => void };

/** Confirms a block, saying what it does and that the other person is not told. */
export function BlockDialog({ userId, username, open, onOpenChange, onBlocked }: Props) {
  const t = useTranslations("safety.blockDialog");
  const block = useBlockToggle(userId, username, (state) => {
    onOpenChange(false);
    if (state.blocked) onBlocked();
  });
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title", { username })}</AlertDialogTitle>
          <AlertDialogDescription>{t("description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={block.isPending}
            onClick={(event) => {
              event.preventDefault(); // stay open until the block is recorded
              block.mutate();
            }}
          >
            {t("confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
