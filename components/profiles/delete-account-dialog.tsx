"use client";

import type { FormEvent } from "react";
import { useTranslations } from "next-intl";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";

export type DeleteAccountErrors = { password?: string; confirmation?: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  username: string;
  password: string;
  onPassword: (value: string) => void;
  confirmation: string;
  onConfirmation: (value: string) => void;
  errors: DeleteAccountErrors;
  pending: boolean;
};

/** DeleteAccountSection's dialog (./delete-account-section.tsx keeps its state), loaded on the first press of Delete account. */
export function DeleteAccountDialog({ open, onOpenChange, onSubmit, username, password, onPassword, confirmation, onConfirmation, errors, pending }: Props) {
  const t = useTranslations("account.delete");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("dialogTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("dialogText")}</AlertDialogDescription>
          </AlertDialogHeader>
          <InputField
            id="delete-account-password"
            label={t("password")}
            hint={t("passwordHint")}
            error={errors.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => onPassword(e.target.value)}
          />
          <InputField
            id="delete-account-confirmation"
            label={t("confirmLabel", { username })}
            hint={t("confirmHint")}
            error={errors.confirmation}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={confirmation}
            onChange={(e) => onConfirmation(e.target.value)}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t("deleting") : t("action")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
