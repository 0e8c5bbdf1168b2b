"use client";

import { ImagePlus, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { StarRatingInput } from "@/components/peerpicks/star-rating-input";
import { Button } from "@/components/ui/button";
import { InputField, TextareaField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useApiError } from "@/hooks/use-api-error";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import type { BusinessReview } from "@/lib/contract/businesses/types";
import { uploadFile } from "@/lib/client/upload-file";
import { REVIEW_MAX } from "@/lib/contract/reviews/limits";
import type { CreateReviewBody } from "@/lib/contract/reviews/schemas";

// createReviewBodySchema, loaded with zod on first validation
const reviewResolver = lazyResolver(async () => {
  const [{ zodResolver }, { createReviewBodySchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/reviews/schemas")]);
  return zodResolver(createReviewBodySchema);
});

type Props = { businessId: string; existing?: BusinessReview | null; onDone?: () => void };

/** Write (or edit) the member's review: stars, text up to 2,000, an optional photo with alt text. */
export function ReviewForm({ businessId, existing, onDone }: Props) {
  const t = useTranslations("peerpicks.reviews");
  const onError = useApiError();
  const router = useRouter();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | null>(existing?.imageUrl ?? null);
  const form = useForm<CreateReviewBody>({
    resolver: useLocalizedResolver(reviewResolver),
    defaultValues: { rating: existing?.rating, content: existing?.content ?? "", imageUrl: existing?.imageUrl ?? null, altText: existing?.altText ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setUploading(true);
    try {
      const path = await uploadFile(file, { registerUrl: "/api/review-images", field: "reviewImageURL" });
      form.setValue("imageUrl", path);
      setPreview(URL.createObjectURL(file));
    } catch (error) {
      onError(error, t("uploadFailed"), { useServerMessage: true });
    } finally {
      setUploading(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      if (existing) await apiRequest("PUT", `/api/reviews/${existing.id}`, values);
      else await apiRequest("POST", `/api/businesses/${businessId}/reviews`, values);
      toast.success(existing ? t("updated") : t("posted"));
      await queryClient.invalidateQueries({ queryKey: [`/api/businesses/${businessId}/reviews`, "pages"] });
      if (!existing) form.reset({ rating: undefined, content: "", imageUrl: null, altText: "" });
      router.refresh();
      onDone?.();
    } catch (error) {
      onError(error, t("postFailed"), { useServerMessage: true });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="space-y-3" aria-label={existing ? t("editTitle") : t("writeTitle")}>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => <StarRatingInput name="rating" value={field.value} onChange={field.onChange} legend={t("ratingLegend")} error={errors.rating?.message} />}
      />
      <TextareaField id="review-content" rows={4} maxLength={REVIEW_MAX} label={t("contentLabel")} hint={t("contentHint")} error={errors.content?.message} {...form.register("content")} />
      <div className="space-y-2">
        {preview ? (
          <div className="relative w-28">
            <img src={preview} alt={t("photoPreview")} width={112} height={112} className="size-28 rounded-md object-cover" />
            <button
              type="button"
              onClick={() => {
                setPreview(null);
                form.setValue("imageUrl", null);
              }}
              aria-label={t("removePhoto")}
              className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-foreground text-background outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : null}
        <input ref={fileInput} type="file" accept="image/*" className="hidden" onChange={(e) => void onFile(e.target.files?.[0])} data-testid="review-photo-input" />
        {!preview ? (
          <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={uploading}>
            {uploading ? <Spinner size="sm" className="p-0" aria-label={t("uploading")} /> : <ImagePlus aria-hidden />}
            {t("addPhoto")}
          </Button>
        ) : (
          <InputField id="review-alt" label={t("altLabel")} hint={t("altHint")} error={errors.altText?.message} {...form.register("altText")} />
        )}
      </div>
      <p className="text-xs text-muted-foreground">{t("visibility")}</p>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting || uploading}>
          {existing ? t("save") : t("post")}
        </Button>
        {onDone ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
