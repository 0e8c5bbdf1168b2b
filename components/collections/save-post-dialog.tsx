"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiError } from "@/hooks/use-api-error";
import { useAuth } from "@/hooks/use-auth";
import { useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { useQuery } from "@/lib/client/query";
import type { CollectionDto } from "@/lib/contract/posts/types";
import { collectionTitleFrom, NEW_COLLECTION, saveDialogFormSchema, type SaveDialogForm } from "@/lib/contract/collections/schemas";
import { useSavePostMutation } from "./use-save-post";

type Props = { postId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Save Post dialog: pick an existing collection (title and count) or create a new one. */
export function SavePostDialog({ postId, open, onOpenChange }: Props) {
  const t = useTranslations("collections");
  const tc = useTranslations("common");
  const onError = useApiError();
  const { user } = useAuth();
  const { save } = useSavePostMutation(postId);
  const collections = useQuery<CollectionDto[]>({ queryKey: ["/api/users", user?.id ?? "", "collections"], enabled: open && Boolean(user) });
  const form = useForm<SaveDialogForm>({ resolver: useLocalizedResolver(zodResolver(saveDialogFormSchema)), defaultValues: { choice: "", newTitle: "" } });
  const choice = useWatch({ control: form.control, name: "choice" });
  const list = collections.data ?? [];

  useEffect(() => {
    if (open && collections.isSuccess && !form.getValues("choice")) {
      form.setValue("choice", collections.data[0]?.title ?? NEW_COLLECTION);
    }
  }, [open, collections.isSuccess, collections.data, form]);

  const close = (next: boolean) => {
    if (!next) form.reset({ choice: "", newTitle: "" });
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(collectionTitleFrom(values));
      toast.success(t("notices.savedTitle"), { description: t("notices.savedText") });
      close(false);
    } catch (error) {
      onError(error, t("notices.saveFailed"));
    }
  });

  const radio = "size-4 accent-primary";
  const row = "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-checked:border-primary has-checked:bg-primary/5";
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={tc("close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">{t("dialog.collections")}</legend>
            {collections.isLoading ? (
              <div aria-label={t("dialog.loading")} role="status" className="space-y-2">
                <Skeleton className="h-11 w-full" />
                <Skeleton className="h-11 w-full" />
              </div>
            ) : (
              list.map((c) => (
                <label key={c.id} className={row}>
                  <input type="radio" value={c.title} className={radio} {...form.register("choice")} />
                  <span className="min-w-0 flex-1 truncate font-medium">{c.title}</span>
                  <span className="text-sm text-muted-foreground">{t("dialog.count", { count: c.count })}</span>
                </label>
              ))
            )}
            <label className={row}>
              <input type="radio" value={NEW_COLLECTION} className={radio} {...form.register("choice")} />
              <span className="font-medium">{t("dialog.createNew")}</span>
            </label>
          </fieldset>
          {choice === NEW_COLLECTION ? (
            <div className="space-y-1.5">
              <label htmlFor="new-collection" className="text-sm font-medium">
                {t("dialog.name")}
              </label>
              <Input
                id="new-collection"
                placeholder={t("dialog.namePlaceholder")}
                autoComplete="off"
                aria-invalid={form.formState.errors.newTitle ? true : undefined}
                aria-describedby={form.formState.errors.newTitle ? "new-collection-error" : undefined}
                {...form.register("newTitle")}
              />
              <FieldError id="new-collection-error" message={form.formState.errors.newTitle?.message} />
            </div>
          ) : null}
          <FieldError message={form.formState.errors.choice?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("dialog.saving") : t("dialog.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
