"use client";

import { Camera, ImagePlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { useDeferred } from "@/hooks/use-deferred";
import { useServerText } from "@/hooks/use-server-text";
import { useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import { checkUploadFile } from "@/lib/contract/media/check-upload-file";
import { invalidatePostLists } from "@/lib/client/post-cache";
import { UploadError, uploadFile } from "@/lib/client/upload-file";
import { CONTENT_WARNING_MAX } from "@/lib/core/schema/media-text-limits";
import type { CreatePostForm as FormValues } from "@/lib/contract/posts/schemas";
import { CAPTION_MAX, LOCATION_MAX, MEDIA_MAX } from "@/lib/contract/posts/limits";
import { postFormResolver } from "./post-form-resolver";
import { AudienceField } from "./audience-field";
import { CreateMediaList, type CreateMedia } from "./create-media-list";

let seq = 0;

// the add-media dialog (Radix dialog, its scroll lock, the camera flow) loads on the first press of Add media
const loadAddMediaDialog = () => import("@/components/media/add-media-dialog").then((m) => m.AddMediaDialog);

/** /create: media (gallery, camera or files; several), caption, optional location, audience, Share. */
export function CreatePostForm() {
  const t = useTranslations("posts.create");
  const router = useRouter();
  const queryClient = useQueryClient();
  const onError = useApiError();
  const { text: localize, fromError } = useServerText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [media, setMedia] = useState<CreateMedia[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { Piece: AddMediaDialog, open: openAddMedia } = useDeferred(loadAddMediaDialog);
  const form = useForm<FormValues>({ resolver: useLocalizedResolver(postFormResolver), defaultValues: { caption: "", location: "", audience: "everyone", contentWarning: "" } });
  const uploaded = media.filter((m) => m.url);
  const uploading = media.some((m) => !m.url);
  const caption = useWatch({ control: form.control, name: "caption" });
  const patch = (key: string, change: Partial<CreateMedia>) => setMedia((list) => list.map((m) => (m.key === key ? { ...m, ...change } : m)));

  const upload = async (item: CreateMedia, file: File) => {
    try {
      const url = await uploadFile(file, { registerUrl: "/api/post-images", field: "imageURL", onProgress: (progress) => patch(item.key, { progress }) });
      patch(item.key, { url, progress: 1 });
    } catch (error) {
      setMedia((list) => list.filter((m) => m.key !== item.key));
      onError(error, error instanceof UploadError ? localize(error.message) : fromError(error, t("uploadFailed")));
    }
  };

  // Every chosen file is checked, previewed and uploaded at once (in parallel).
  const addFiles = (files: File[]) => {
    if (fileInput.current) fileInput.current.value = "";
    const accepted: [CreateMedia, File][] = [];
    for (const file of files.slice(0, MEDIA_MAX - media.length)) {
      const check = checkUploadFile(file, "post");
      if (!check.ok) {
        toast.error(check.problem === "type" ? t("wrongType") : check.kind === "image" ? t("imageTooLarge") : t("videoTooLarge"));
        continue;
      }
      accepted.push([{ key: `m${++seq}`, url: null, type: check.kind, preview: URL.createObjectURL(file), name: file.name, progress: 0, altText: "" }, file]);
    }
    setMedia((list) => [...list, ...accepted.map(([item]) => item)]);
    for (const [item, file] of accepted) void upload(item, file);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploaded.length === 0) {
      toast.error(t("noMediaTitle"), { description: t("noMedia") });
      return;
    }
    const mediaFiles = uploaded.map((m) => ({ url: m.url!, type: m.type, altText: m.altText }));
    try {
      await apiRequest("POST", "/api/posts", {
        mediaFiles,
        imageUrl: mediaFiles[0].url,
        caption: values.caption,
        location: values.location,
        audience: values.audience,
        contentWarning: values.contentWarning,
      });
      toast.success(t("createdTitle"), { description: t("createdText") });
      await invalidatePostLists(queryClient);
      setMedia([]);
      form.reset();
      router.push("/");
      router.refresh();
    } catch (error) {
      onError(error, t("createFailed"), { useServerMessage: true });
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("media")}</legend>
        <CreateMediaList
          items={media}
          onRemove={(key) => setMedia((list) => list.filter((m) => m.key !== key))}
          onAltText={(key, altText) => patch(key, { altText })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => openAddMedia(() => setDialogOpen(true))} disabled={media.length >= MEDIA_MAX}>
            <Camera aria-hidden="true" />
            {t("addMedia")}
          </Button>
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={media.length >= MEDIA_MAX}>
            <ImagePlus aria-hidden="true" />
            {t("chooseFiles")}
          </Button>
          <input ref={fileInput} id="post-files" type="file" accept="image/*,video/*" multiple className="hidden" onChange={(e) => addFiles(Array.from(e.target.files ?? []))} />
        </div>
        <p className="text-xs text-muted-foreground">{t("mediaHint")}</p>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="caption">{t("caption")}</Label>
        <Textarea id="caption" placeholder={t("captionPlaceholder")} maxLength={CAPTION_MAX} aria-describedby="caption-count" {...form.register("caption")} />
        <p id="caption-count" className="text-right text-xs text-muted-foreground">
          {t("counter", { count: caption.length, max: CAPTION_MAX })}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="location">{t("location")}</Label>
        <Input id="location" placeholder={t("locationPlaceholder")} maxLength={LOCATION_MAX} autoComplete="off" {...form.register("location")} />
        <FieldError message={form.formState.errors.location?.message} />
      </div>
      <AudienceField field={form.register("audience")} idPrefix="audience" />
      <div className="space-y-1.5">
        <Label htmlFor="contentWarning">{t("contentWarning")}</Label>
        <Input
          id="contentWarning"
          placeholder={t("contentWarningPlaceholder")}
          maxLength={CONTENT_WARNING_MAX}
          autoComplete="off"
          aria-describedby="contentWarning-hint"
          {...form.register("contentWarning")}
        />
        <p id="contentWarning-hint" className="text-xs text-muted-foreground">
          {t("contentWarningHint")}
        </p>
        <FieldError message={form.formState.errors.contentWarning?.message} />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={uploaded.length === 0 || uploading || form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("sharing") : t("share")}
      </Button>
      {AddMediaDialog ? (
        <AddMediaDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        accept="any"
        registerUrl="/api/post-images"
        field="imageURL"
        title={t("addMediaTitle")}
        onUploaded={(m) => setMedia((list) => [...list, { key: `m${++seq}`, url: m.url, type: m.type, preview: m.url, name: m.url, progress: 1, altText: "" }])}
        />
      ) : null}
    </form>
  );
}
