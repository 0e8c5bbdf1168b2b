"use client";

import { ArrowLeft, Camera } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FieldError, InputField } from "@/components/ui/field";
import { BackgroundVideoField } from "@/components/profiles/background-video-field";
import { MessageSettings } from "@/components/messages/message-settings";
import { PrivacyFields } from "@/components/profiles/privacy-fields";
import { IdentityFieldsSection } from "@/components/profiles/identity-fields-section";
import { ACCOUNT_STATUS_KEY } from "@/components/security/account-status";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { useDeferred } from "@/hooks/use-deferred";
import { useServerText } from "@/hooks/use-server-text";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import type { ProfileDto } from "@/lib/contract/users/types";
import { avatarUrl, displayName } from "@/lib/contract/users/display-name";
import { BIO_MAX, needsCurrentPassword } from "@/lib/contract/users/limits";
import type { EditProfileForm as FormValues, UpdateUserBody } from "@/lib/contract/users/schemas";

// editProfileFormSchema, loaded with zod on first validation
// the image chooser (Radix dialog, tabs and the scroll lock) loads on the first press of Change photo
const loadProfileImageChooser = () => import("@/components/profiles/profile-image-chooser").then((m) => m.ProfileImageChooser);

const editProfileResolver = lazyResolver(async () => {
  const [{ zodResolver }, { editProfileFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/users/schemas")]);
  return zodResolver(editProfileFormSchema);
});

export function EditProfileForm({ userId, defaults }: { userId: string; defaults: FormValues }) {
  const t = useTranslations("profile.edit");
  const familyFirst = useLocale() === "ja";
  const p = useTranslations("profile");
  const ts = useTranslations("security.banner");
  const router = useRouter();
  const queryClient = useQueryClient();
  const onError = useApiError();
  const { fromError } = useServerText();
  const [chooserOpen, setChooserOpen] = useState(false);
  const { Piece: ProfileImageChooser, open: openChooser } = useDeferred(loadProfileImageChooser);
  const form = useForm<FormValues>({ resolver: useLocalizedResolver(editProfileResolver), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const [image, video, bio, email, password, confirmPassword, isPrivate, discoverable] = useWatch({
    control: form.control,
    name: ["profileImageUrl", "backgroundVideoUrl", "bio", "email", "password", "confirmPassword", "isPrivate", "discoverable"],
  });
  const askCurrent = needsCurrentPassword({ email, password, confirmPassword }, defaults.email);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, password, currentPassword, ...values }) => {
    const body: Partial<Record<keyof UpdateUserBody, string | boolean>> = { ...values };
    if (password) body.password = password;
    if (askCurrent) {
      if (!currentPassword) {
        form.setError("currentPassword", { message: t("currentPasswordRequired") }, { shouldFocus: true });
        return;
      }
      body.currentPassword = currentPassword;
    }
    try {
      const saved = await apiRequest<ProfileDto>("PUT", `/api/users/${userId}`, body);
      queryClient.setQueryData(["/api/users", userId], saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });
      // mail on: a new address applies once its link is followed (the banner says so until then)
      const pending = (saved as { pendingEmail?: string | null }).pendingEmail;
      toast.success(t("savedTitle"), { description: pending ? ts("changeSent", { email: pending }) : t("savedText") });
      router.push(`/profile/${userId}`);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const message = fromError(error, "");
        form.setError(error.messageKey === "emailTaken" ? "email" : "username", { message });
      }
      if (error instanceof ApiError && error.status === 403 && askCurrent) form.setError("currentPassword", { message: t("currentPasswordIncorrect") });
      onError(error, t("saveFailed"), { useServerMessage: error instanceof ApiError && error.status < 500 });
    }
  });

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" aria-label={t("back")}>
          <Link href={`/profile/${userId}`}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-xl font-bold">{t("title")}</h1>
      </div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <div className="flex justify-center">
          <div className="relative">
            <img
              src={avatarUrl({ profileImageUrl: image })}
              alt={p("avatarAlt", { name: displayName({ username: defaults.username }) })}
              width={112}
              height={112}
              data-testid="edit-avatar"
              className="size-28 rounded-full border bg-muted object-cover"
            />
            <Button
              type="button"
              size="icon"
              className="absolute right-0 bottom-0 rounded-full"
              aria-label={t("changePhoto")}
              onClick={() => openChooser(() => setChooserOpen(true))}
            >
              <Camera aria-hidden />
            </Button>
          </div>
        </div>
        <InputField id="profileImageUrl" label={t("profileImageUrl")} inputMode="url" error={errors.profileImageUrl?.message} {...form.register("profileImageUrl")} />
        <div className="space-y-1">
          <InputField id="username" label={t("username")} autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register("username")} />
          <p className="text-xs text-muted-foreground">{t("usernameHint")}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {familyFirst ? <InputField id="lastName" label={t("lastName")} autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} /> : null}
          <InputField id="firstName" label={t("firstName")} autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
          {familyFirst ? null : <InputField id="lastName" label={t("lastName")} autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />}
        </div>
        <BackgroundVideoField value={video} onChange={(url) => form.setValue("backgroundVideoUrl", url, { shouldDirty: true })} />
        <div className="space-y-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor="bio">{t("bio")}</Label>
            <span id="bio-counter" className={bio.length > BIO_MAX ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
              {t("bioCounter", { count: bio.length })}
            </span>
          </div>
          <Textarea
            id="bio"
            rows={3}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? "bio-counter bio-error" : "bio-counter"}
            {...form.register("bio")}
          />
          <FieldError id="bio-error" message={errors.bio?.message} />
        </div>
        <IdentityFieldsSection form={form} />
        <InputField id="email" type="email" label={t("email")} autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <div className="space-y-1">
          <InputField id="password" type="password" label={t("newPassword")} autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
          <p className="text-xs text-muted-foreground">{t("passwordHint")}</p>
        </div>
        <InputField
          id="confirmPassword"
          type="password"
          label={t("confirmPassword")}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        {askCurrent ? (
          <div className="space-y-1">
            <InputField
              id="currentPassword"
              type="password"
              label={t("currentPassword")}
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register("currentPassword")}
            />
            <p className="text-xs text-muted-foreground">{t("currentPasswordHint")}</p>
          </div>
        ) : null}
        <PrivacyFields isPrivate={isPrivate} discoverable={discoverable} onChange={(field, value) => form.setValue(field, value, { shouldDirty: true })} />
        {/* The form's one Save, after the last field it saves and pinned above the bottom nav while the form scrolls by;
            the sections after the form (messages, language) save on their own and say so. */}
        <div
          data-testid="profile-save-bar"
          className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 -mx-3 space-y-1 border-t bg-background/95 px-3 py-3 backdrop-blur"
        >
          <Button type="submit" className="w-full" disabled={isSubmitting} aria-describedby="profile-save-hint">
            {isSubmitting ? t("saving") : t("save")}
          </Button>
          <p id="profile-save-hint" className="text-center text-xs text-muted-foreground">
            {t("saveBarHint")}
          </p>
        </div>
      </form>
      <MessageSettings userId={userId} />
      {ProfileImageChooser ? (
        <ProfileImageChooser
        userId={userId}
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        onChoose={(url) => form.setValue("profileImageUrl", url, { shouldDirty: true, shouldValidate: true })}
        />
      ) : null}
    </div>
  );
}
