"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { useApiError } from "@/hooks/use-api-error";
import { useDeferred } from "@/hooks/use-deferred";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import { reloadTo } from "@/lib/client/reload-to";

import type { DeleteAccountErrors as Errors } from "./delete-account-dialog";

// the dialog (Radix alert dialog and its scroll lock) loads on the first press of Delete account
const loadDeleteAccountDialog = () => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog);

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
  const { Piece: DeleteAccountDialog, open: openDialog } = useDeferred(loadDeleteAccountDialog);

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
      <Button type="button" variant="destructive" className="w-full sm:w-auto" onClick={() => openDialog(() => setOpen(true))}>
        {t("open")}
      </Button>
      {DeleteAccountDialog ? (
        <DeleteAccountDialog
          open={open}
          onOpenChange={onOpenChange}
          onSubmit={(e) => void submit(e)}
          username={username}
          password={password}
          onPassword={setPassword}
          confirmation={confirmation}
          onConfirmation={setConfirmation}
          errors={errors}
          pending={pending}
        />
      ) : null}
    </PanelSection>
  );
}
