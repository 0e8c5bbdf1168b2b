"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { ApiError } from "@/lib/client/api-client";
import type { PostDto } from "@/lib/contract/posts/types";
import { CONTENT_WARNING_MAX } from "@/lib/core/schema/media-text-limits";
import type { CreatePostForm } from "@/lib/contract/posts/schemas";
import { CAPTION_MAX, LOCATION_MAX } from "@/lib/contract/posts/limits";
import { postFormResolver } from "./post-form-resolver";
import { AudienceField } from "./audience-field";
import { usePostMutations } from "./use-post-mutations";

type Props = { post: PostDto; open: boolean; onOpenChange: (open: boolean) => void };

/** The author's caption, location and content warning editor, with the create form's limits. */
export function EditPostDialog({ post, open, onOpenChange }: Props) {
  const t = useTranslations("posts.edit");
  const tc = useTranslations("common");
  const onError = useApiError();
  const { update } = usePostMutations(post);
  const form = useForm<CreatePostForm>({
    resolver: useLocalizedResolver(postFormResolver),
    values: { caption: post.caption ?? "", location: post.location ?? "", audience: post.audience, contentWarning: post.contentWarning ?? "" },
  });
  const caption = useWatch({ control: form.control, name: "caption" });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        onOpenChange(false);
        toast.success(t("savedTitle"), { description: t("savedText") });
      },
      (error) => onError(error, t("saveFailed"), { useServerMessage: error instanceof ApiError && error.status === 400 }),
    ),
  );

  const ids = {
    caption: `edit-caption-${post.id}`,
    location: `edit-location-${post.id}`,
    count: `edit-caption-count-${post.id}`,
    warning: `edit-warning-${post.id}`,
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={ids.caption}>{t("caption")}</Label>
            <Textarea id={ids.caption} placeholder={t("captionPlaceholder")} maxLength={CAPTION_MAX} aria-describedby={ids.count} aria-invalid={errors.caption ? true : undefined} {...form.register("caption")} />
            <p id={ids.count} className="text-right text-xs text-muted-foreground">
              {t("counter", { count: caption.length, max: CAPTION_MAX })}
            </p>
            <FieldError message={errors.caption?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.location}>{t("location")}</Label>
            <Input id={ids.location} placeholder={t("locationPlaceholder")} maxLength={LOCATION_MAX} autoComplete="off" aria-invalid={errors.location ? true : undefined} {...form.register("location")} />
            <FieldError message={errors.location?.message} />
          </div>
          <AudienceField field={form.register("audience")} idPrefix={`edit-audience-${post.id}`} />
          <div className="space-y-1.5">
            <Label htmlFor={ids.warning}>{t("contentWarning")}</Label>
            <Input id={ids.warning} placeholder={t("contentWarningPlaceholder")} maxLength={CONTENT_WARNING_MAX} autoComplete="off" aria-invalid={errors.contentWarning ? true : undefined} {...form.register("contentWarning")} />
            <FieldError message={errors.contentWarning?.message} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t("saving") : t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
