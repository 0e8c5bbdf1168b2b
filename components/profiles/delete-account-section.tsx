"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
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
import { PanelSection } from "@/components/ui/panel-section";
import { InputField } from "@/components/ui/field";
import { useApiError } from "@/hooks/use-api-error";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { reloadTo } from "@/lib/client/reload-to";

type Errors = { password?: string; confirmation?: string };

/** "Delete account" on /edit-profile: password plus typing one's username, then DELETE /api/users/{id}. */
export function DeleteAccountSection({ userId, username }: { userId: string; username: string }) {
  const t = useTranslations("account.delete");
  const onError = useApiError();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setPassword("");
      setConfirmation("");
      setErrors({});
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!password) found.password = t("passwordRequired");
    if (confirmation.trim() !== username) found.confirmation = t("confirmMismatch");
    setErrors(found);
    if (found.password || found.confirmation) return;
    setPending(true);
    try {
      await apiRequest<void>("DELETE", `/api/users/${userId}`, { password });
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 403) setErrors({ password: t("wrongPassword") });
      else if (error instanceof ApiError && error.status === 429) setErrors({ password: t("tooMany") });
      else onError(error, t("failed"));
      return;
    }
    // the account is gone: forget everything cached and start over from the landing screen
    queryClient.clear();
    reloadTo("/");
  };

  return (
    <PanelSection titleId="delete-account-title" title={t("title")} text={t("text")} destructive>
      <Button type="button" variant="destructive" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogContent>
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
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
              onChange={(e) => setPassword(e.target.value)}
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
              onChange={(e) => setConfirmation(e.target.value)}
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
    </PanelSection>
  );
}
